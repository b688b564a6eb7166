import { animateScrollTo } from '../../../components/ui/scroll-to.ts';
import { timing } from '../../../config/index.ts';

/**
 * Buttons of the landing pages that scroll to a section (`data-scroll-to="section-id"`): a smooth
 * scroll of the spec's duration that stops below the sticky header, then focus on the section so
 * keyboard and screen reader users land where they asked to go.
 */
export function initLandingScroll(root: ParentNode = document): void {
  for (const button of root.querySelectorAll<HTMLElement>('[data-scroll-to]')) {
    button.addEventListener('click', (event) => {
      const target = document.getElementById(button.dataset.scrollTo ?? '');
      if (!target) return;
      event.preventDefault();
      const header = document.querySelector<HTMLElement>('[data-site-header]');
      const offset = header && getComputedStyle(header).position !== 'static' ? header.offsetHeight : 0;
      const top = Math.max(0, target.getBoundingClientRect().top + window.scrollY - offset);
      void animateScrollTo(top, timing.scrollAnimationMs).then(() => target.focus({ preventScroll: true }));
    });
  }
}

/** The scroll-to-top button of a landing page scrolls back in the spec's time (the header shows it). */
export function initLandingScrollTop(): void {
  const button = document.querySelector<HTMLElement>('[data-scroll-top]');
  const duration = Number(button?.dataset.duration) || timing.scrollAnimationMs;
  button?.addEventListener('click', () => void animateScrollTo(0, duration));
}
