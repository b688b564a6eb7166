/**
 * Swiper with only the modules the FAQ carousel uses (named imports let the bundler drop the rest);
 * Swiper's core is shared with the other carousels' chunks.
 */
export { default as Swiper } from 'swiper';
export { Autoplay, EffectFade } from 'swiper/modules';
