import type { Swiper as SwiperType } from 'swiper';
import { startWhenNear } from '../../components/ui/carousel.ts';

/** Under this width two products show side by side (the sheet's CSS lays them out so before Swiper). */
const NARROW = '(max-width: 767px)';
const SIDE_BY_SIDE = 2;

export interface Paging {
  root: HTMLElement;
  prev: HTMLElement;
  next: HTMLElement;
}

/**
 * Makes the sheet's product columns a carousel while the screen is narrow and more than two are
 * compared, so the others are a swipe (or a Next) away; returns what stops it. Swiper loads on the
 * visitor's first touch, scroll or key, as the site's other carousels do (anonymous pages keep to
 * their script budget), or when a paging button is pressed before then, which it then carries out.
 */
export function swipeWhenNarrow(container: HTMLElement, count: number, paging: Paging): () => void {
  const media = window.matchMedia(NARROW);
  let swiper: SwiperType | undefined;
  let loading: Promise<SwiperType | undefined> | undefined;
  let stopped = false;
  const wanted = () => !stopped && media.matches && count > SIDE_BY_SIDE;

  const start = () =>
    (loading ??= import('./compare-swiper.ts').then(({ Swiper, A11y, Navigation }) => {
      loading = undefined;
      if (!wanted() || swiper) return swiper;
      paging.prev.removeEventListener('click', early);
      paging.next.removeEventListener('click', early);
      swiper = new Swiper(container, {
        modules: [A11y, Navigation],
        slidesPerView: SIDE_BY_SIDE,
        navigation: { prevEl: paging.prev, nextEl: paging.next },
        // Each product stays a region named by its title, as it is without the carousel.
        a11y: {
          slideRole: 'region',
          containerRoleDescriptionMessage: 'products',
          itemRoleDescriptionMessage: 'product',
          prevSlideMessage: 'Previous products',
          nextSlideMessage: 'Next products',
        },
      });
      return swiper;
    }));
  const warn = (cause: unknown) => console.warn(new Error('The products could not be made a carousel', { cause }));
  function early(event: Event) {
    const forward = event.currentTarget === paging.next;
    start()
      .then((started) => (forward ? started?.slideNext() : started?.slidePrev()))
      .catch(warn);
  }

  const update = () => {
    paging.root.hidden = !wanted();
    if (wanted()) return;
    swiper?.destroy(true, true);
    swiper = undefined;
  };
  // A phone turned, or a window narrowed, is a visitor at work: the carousel starts at once.
  const onChange = () => {
    update();
    if (wanted() && !swiper) start().catch(warn);
  };
  media.addEventListener('change', onChange);
  paging.prev.addEventListener('click', early);
  paging.next.addEventListener('click', early);
  paging.prev.toggleAttribute('disabled', true);
  paging.next.toggleAttribute('disabled', false);
  update();
  if (wanted()) startWhenNear(container, () => start().then(() => undefined), { afterInteraction: true });
  return () => {
    stopped = true;
    media.removeEventListener('change', onChange);
    paging.prev.removeEventListener('click', early);
    paging.next.removeEventListener('click', early);
    swiper?.destroy(true, true);
    swiper = undefined;
    paging.root.hidden = true;
  };
}
