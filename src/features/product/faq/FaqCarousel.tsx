import { useEffect, useRef, useState } from 'react';
import type Swiper from 'swiper';
import 'swiper/css';
import 'swiper/css/effect-fade';
import { Modal } from '../../../components/ui/Modal.tsx';
import { Entity } from '../../../components/ui/Entity.tsx';
import { prefersReducedMotion } from '../../../components/ui/carousel.ts';
import { timing } from '../../../config/timing.ts';
import type { FaqEntry } from '../../../lib/catalog-types.ts';
import { carouselSlots, wrapIndex } from './faq-carousel.ts';
import './faq.css';

/**
 * The FAQ tab's carousel, driven by Swiper: one question at a time, advancing every 6 s with a
 * 200 ms fade (neither under reduced motion), arrows that wrap, numbered pagination with the first,
 * the last and ellipses, and the full question and answer in a modal, which stops the carousel while
 * open. Swiper loads when the island wakes, which is when the carousel comes into view. Every entry
 * stays in the page (hidden but the current one) so the print sheet and search engines see them all.
 */
export default function FaqCarousel({ entries }: { entries: FaqEntry[] }) {
  const [index, setIndex] = useState(0);
  const [modalOpen, setModalOpen] = useState(false);
  const [swiper, setSwiper] = useState<Swiper>();
  const stage = useRef<HTMLDivElement>(null);
  const total = entries.length;
  const current = entries[index];

  useEffect(() => {
    const element = stage.current;
    if (!element || total < 2) return;
    let instance: Swiper | undefined;
    let unmounted = false;
    void import('./faq-swiper.ts').then(({ Swiper, Autoplay, EffectFade }) => {
      if (unmounted) return;
      const reducedMotion = prefersReducedMotion();
      instance = new Swiper(element, {
        modules: [Autoplay, EffectFade],
        effect: 'fade',
        fadeEffect: { crossFade: true },
        speed: reducedMotion ? 0 : timing.faqCarouselFadeMs,
        rewind: true,
        autoplay: reducedMotion ? false : { delay: timing.faqCarouselIntervalMs, disableOnInteraction: false },
        on: { slideChange: (changed) => setIndex(changed.activeIndex) },
      });
      setSwiper(instance);
    });
    return () => {
      unmounted = true;
      instance?.destroy();
    };
  }, [total]);

  useEffect(() => {
    if (!swiper || prefersReducedMotion()) return;
    if (modalOpen) swiper.autoplay.stop();
    else swiper.autoplay.start();
  }, [swiper, modalOpen]);

  const show = (target: number) => swiper?.slideTo(wrapIndex(target, total));

  if (!current) return null;
  return (
    <div className="faq-carousel" role="region" aria-roledescription="carousel" aria-label="Frequently asked questions">
      <div ref={stage} className="swiper faq-carousel__stage" aria-live={modalOpen ? 'off' : 'polite'}>
        <div className="swiper-wrapper">
          {entries.map((entry, position) => (
            <div
              key={position}
              className="swiper-slide faq-carousel__slide"
              role="group"
              aria-roledescription="slide"
              aria-label={`${position + 1} of ${total}`}
              data-current={position === index ? '' : undefined}
              data-faq-entry
            >
              <h3 data-faq-question>{entry.question}</h3>
              <div
                className="rich-text faq-carousel__answer"
                data-faq-answer
                dangerouslySetInnerHTML={{ __html: entry.answerHtml }}
              />
            </div>
          ))}
        </div>
        <button type="button" className="faq-carousel__more" onClick={() => setModalOpen(true)}>
          Read the full answer
        </button>
      </div>
      {total > 1 && (
        <nav className="faq-carousel__nav" aria-label="FAQ pages">
          <button
            type="button"
            className="faq-carousel__arrow"
            aria-label="Previous question"
            disabled={!swiper}
            onClick={() => show(index - 1)}
          >
            <Entity name="lsaquo" />
          </button>
          <ul>
            {carouselSlots(index, total).map((slot, position) =>
              slot === 'gap' ? (
                <li key={`gap-${position}`} aria-hidden="true" className="faq-carousel__gap">
                  <Entity name="hellip" />
                </li>
              ) : (
                <li key={slot}>
                  <button
                    type="button"
                    aria-label={`Question ${slot}`}
                    aria-current={slot === index + 1 ? 'true' : undefined}
                    disabled={!swiper}
                    onClick={() => show(slot - 1)}
                  >
                    {slot}
                  </button>
                </li>
              ),
            )}
          </ul>
          <button
            type="button"
            className="faq-carousel__arrow"
            aria-label="Next question"
            disabled={!swiper}
            onClick={() => show(index + 1)}
          >
            <Entity name="rsaquo" />
          </button>
        </nav>
      )}
      <Modal open={modalOpen} onClose={() => setModalOpen(false)} title={current.question} size="large">
        <div className="rich-text" dangerouslySetInnerHTML={{ __html: current.answerHtml }} />
      </Modal>
    </div>
  );
}
