import { hasVariants } from '../../domain/picture-variants.ts';
import { thumbnailUrl, variantSrcset } from './picture.ts';

describe('responsive sources of a picture', () => {
  it('are offered for photos uploaded to the catalogue, on this origin or the API’s', () => {
    expect(hasVariants('/uploads/products/ab12.jpg')).toBe(true);
    expect(hasVariants('https://api.example-av.com/uploads/site/photo.PNG')).toBe(true);
    expect(hasVariants('/uploads/products/photo.webp')).toBe(true);
  });

  it('are not offered for drawings, pictures elsewhere, addresses with a query or overlong ones', () => {
    expect(hasVariants('/uploads/diagrams/x.svg')).toBe(false);
    expect(hasVariants('/images/logos/partner.jpg')).toBe(false);
    expect(hasVariants('/uploads/products/x.jpg?v=2')).toBe(false);
    expect(hasVariants(`/uploads/${'a/'.repeat(400)}x.jpg`)).toBe(false);
  });

  it('list every width in one format, and a thumbnail is the narrowest WebP', () => {
    expect(variantSrcset('/uploads/p.jpg', 'avif')).toBe(
      '/uploads/p.jpg?w=360&fm=avif 360w, /uploads/p.jpg?w=720&fm=avif 720w, /uploads/p.jpg?w=1200&fm=avif 1200w',
    );
    expect(thumbnailUrl('/uploads/p.jpg')).toBe('/uploads/p.jpg?w=360&fm=webp');
    expect(thumbnailUrl('/uploads/d.svg')).toBe('/uploads/d.svg');
  });
});
