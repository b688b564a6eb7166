/**
 * Swiper with only the modules the sector carousel uses (named imports let the bundler drop the
 * rest); Swiper's core is shared with the other carousels' chunks.
 */
export { default as Swiper } from 'swiper';
export { A11y, Autoplay, Navigation } from 'swiper/modules';
