/**
 * Swiper with only the modules the banner uses. Named static imports let the bundler drop every
 * other module; a dynamic `import('swiper/modules')` would ship all of them, several times what the banner needs.
 * Swiper's stylesheet is part of the page's CSS (BannerCarousel.astro), so this chunk loads alone.
 */
export { default as Swiper } from 'swiper';
export { A11y } from 'swiper/modules';
