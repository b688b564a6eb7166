import { rememberInquiryProduct } from '../forms/inquiry-product.ts';

// A product card's Inquire link hands its product to /inquireproduct through browser storage. It is
// stored on the way out, so the link itself still leads there (and without scripts, to a page that
// says how to choose a product). One listener for every card, including those a filtered listing
// puts on the page later; a module runs once however many scripts import it.
document.addEventListener('click', (event) => {
  const link = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-inquire-sku]') : null;
  const sku = link?.dataset.inquireSku;
  if (sku) rememberInquiryProduct({ sku, title: link.dataset.inquireTitle ?? '' });
});
