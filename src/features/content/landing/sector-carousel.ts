import { prefersReducedMotion, slidesPerViewBreakpoints, startWhenNear } from '../../../components/ui/carousel.ts';
import { sectorCarousel } from '../../../config/index.ts';

/** The gap between cards, in px: the same as the strip's `gap` before Swiper arrives. */
const GAP_PX = 16;

/**
 * Turns the sector strip into a Swiper carousel: 4, 2 or 1 cards per view by width, a 500 ms
 * transition, arrows that wrap, autoplay every 5 s that pauses while the pointer or focus is inside
 * (none for visitors who prefer reduced motion). Swiper loads only once the visitor has done
 * something and the strip is near the viewport: the page's first load stays within its script budget.
 */
export function startSectorCarousel(root: HTMLElement): void {
  const element = root.querySelector<HTMLElement>('.swiper');
  if (!element) return;
  startWhenNear(
    element,
    async () => {
      const { Swiper, A11y, Autoplay, Navigation } = await import('./sector-swiper.ts');
      const reducedMotion = prefersReducedMotion();
      // A strip scrolled by hand before Swiper arrived would leave Swiper's first card out of view.
      element.scrollLeft = 0;
      const swiper = new Swiper(element, {
        modules: [A11y, Autoplay, Navigation],
        speed: reducedMotion ? 0 : sectorCarousel.transitionMs,
        rewind: true,
        spaceBetween: GAP_PX,
        breakpoints: slidesPerViewBreakpoints(sectorCarousel.itemsByMinWidth),
        autoplay: reducedMotion
          ? false
          : { delay: sectorCarousel.autoplayDelayMs, pauseOnMouseEnter: true, disableOnInteraction: false },
        navigation: {
          prevEl: root.querySelector<HTMLElement>('[data-step="-1"]'),
          nextEl: root.querySelector<HTMLElement>('[data-step="1"]'),
          addIcons: false,
        },
        // The cards are the items of the markup's list; Swiper's default role (group) would break it.
        // The arrows keep the names they show.
        a11y: {
          enabled: true,
          slideRole: 'listitem',
          prevSlideMessage: 'Previous sectors',
          nextSlideMessage: 'Next sectors',
        },
      });
      if (reducedMotion) return;
      // Keyboard users get the pause that the pointer gets from Swiper's pauseOnMouseEnter.
      root.addEventListener('focusin', () => swiper.autoplay.pause());
      root.addEventListener('focusout', (event) => {
        if (!(event.relatedTarget instanceof Node && root.contains(event.relatedTarget))) swiper.autoplay.resume();
      });
    },
    { rootMargin: '200px', afterInteraction: true },
  );
}
