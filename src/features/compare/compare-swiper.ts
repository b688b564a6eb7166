/**
 * Swiper with only the modules the compare sheet uses (named imports, so the bundler leaves the
 * others out); its stylesheet is part of the page's CSS (ComparePage.astro).
 */
export { default as Swiper } from 'swiper';
export { A11y, Navigation } from 'swiper/modules';
