import { prefersReducedMotion, slidesPerViewBreakpoints, startWhenNear } from '../../../components/ui/carousel.ts';
import { bannerCarousel } from '../../../config/index.ts';

/** Turns the static slides into the swiper carousel: autoplay, transition and items per view by width. */
export function startBannerCarousel(element: HTMLElement): void {
  const section = element.closest('section');
  startWhenNear(element, async () => {
    const { Swiper, A11y } = await import('./banner-swiper.ts');
    const reducedMotion = prefersReducedMotion();
    const swiper = new Swiper(element, {
      modules: [A11y],
      speed: bannerCarousel.transitionMs,
      loop: element.querySelectorAll('.swiper-slide').length > 4,
      breakpoints: slidesPerViewBreakpoints(bannerCarousel.itemsByMinWidth),
      // The slides are the items of the markup's list; swiper's default role (group) would break it.
      a11y: { enabled: true, slideRole: 'listitem' },
    });
    // Arrows and autoplay are wired here instead of with swiper's Navigation and Autoplay modules:
    // a few lines instead of those modules keep the home page within its script budget.
    let stopped = reducedMotion;
    let timer: ReturnType<typeof setInterval> | undefined;
    const autoplay = (on: boolean) => {
      clearInterval(timer);
      timer = on && !stopped ? setInterval(() => swiper.slideNext(), bannerCarousel.autoplayDelayMs) : undefined;
    };
    const step = (move: () => void) => () => {
      move();
      autoplay(true);
    };
    section?.querySelector('[data-banner-prev]')?.addEventListener(
      'click',
      step(() => swiper.slidePrev()),
    );
    section?.querySelector('[data-banner-next]')?.addEventListener(
      'click',
      step(() => swiper.slideNext()),
    );
    element.addEventListener('mouseenter', () => autoplay(false));
    element.addEventListener('mouseleave', () => autoplay(true));
    const pause = section?.querySelector<HTMLButtonElement>('[data-banner-pause]');
    if (reducedMotion && pause) pause.hidden = true;
    pause?.addEventListener('click', () => {
      stopped = !stopped;
      pause.dataset.paused = String(stopped);
      pause.textContent = stopped ? 'Play' : 'Pause';
      autoplay(true);
    });
    autoplay(true);
  });
}
