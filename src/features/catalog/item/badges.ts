/**
 * The certification badges of a product page. The data has one flag for 4K-capable video; an 8K
 * product carries it too, and its title names the 8K grade, so it wears an 8K badge, not a 4K one.
 */
export function certificationBadges(product: {
  title: string;
  subtitle?: string | null;
  hd4k: boolean;
  isTaa: boolean;
}): string[] {
  const badges: string[] = [];
  if (product.hd4k) badges.push(/\b8K/i.test(`${product.title} ${product.subtitle ?? ''}`.slice(0, 400)) ? '8K' : '4K');
  if (product.isTaa) badges.push('TAA');
  return badges;
}
