import { bannerCarousel } from '../../../config/index.ts';

/**
 * Moves the sector strip one card per step (the spec's carousel timing, shared with the home banner); autoplay pauses while the pointer or focus is inside
 * and never runs for visitors who prefer reduced motion.
 */
export function initSectorCarousel(root: HTMLElement): void {
  const track = root.querySelector<HTMLElement>('[data-track]');
  if (!track) return;
  const step = (direction: number) => {
    const card = track.querySelector<HTMLElement>('li');
    const width = (card?.offsetWidth ?? track.clientWidth) + 16;
    const atEnd = track.scrollLeft + track.clientWidth >= track.scrollWidth - 2;
    if (direction > 0 && atEnd) track.scrollTo({ left: 0 });
    else track.scrollBy({ left: direction * width });
  };
  for (const button of root.querySelectorAll<HTMLButtonElement>('[data-step]')) {
    button.addEventListener('click', () => step(Number(button.dataset.step)));
  }
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
  let paused = false;
  const pause = () => (paused = true);
  const resume = () => (paused = false);
  root.addEventListener('pointerenter', pause);
  root.addEventListener('pointerleave', resume);
  root.addEventListener('focusin', pause);
  root.addEventListener('focusout', resume);
  setInterval(() => {
    if (!paused && !document.hidden) step(1);
  }, bannerCarousel.autoplayDelayMs);
}
