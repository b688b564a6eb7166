import { useEffect, useRef, useState } from 'react';
import { Modal } from '../../../components/ui/Modal.tsx';
import { Entity } from '../../../components/ui/Entity.tsx';
import { timing } from '../../../config/timing.ts';
import type { FaqEntry } from '../../catalog/types.ts';
import { carouselSlots, wrapIndex } from './faq-carousel.ts';
import './faq.css';

const reducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The FAQ tab's carousel: one question at a time, advancing every 6 s with a 200 ms fade (not under
 * reduced motion), arrows that wrap, numbered pagination, and the full question and answer in a
 * modal, which pauses the carousel while open. Every entry stays in the page (hidden but the
 * current one) so the print sheet and search engines see them all.
 */
export default function FaqCarousel({ entries }: { entries: FaqEntry[] }) {
  const [index, setIndex] = useState(0);
  const [fading, setFading] = useState(false);
  const [modalOpen, setModalOpen] = useState(false);
  const fadeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const total = entries.length;
  const current = entries[index];

  function show(next: number): void {
    const target = wrapIndex(next, total);
    clearTimeout(fadeTimer.current);
    if (reducedMotion()) {
      setIndex(target);
      return;
    }
    setFading(true);
    fadeTimer.current = setTimeout(() => {
      setIndex(target);
      setFading(false);
    }, timing.faqCarouselFadeMs);
  }

  useEffect(() => {
    if (modalOpen || total < 2 || reducedMotion()) return;
    const timer = setInterval(() => show(index + 1), timing.faqCarouselIntervalMs);
    return () => clearInterval(timer);
  }, [index, total, modalOpen]);

  useEffect(() => () => clearTimeout(fadeTimer.current), []);

  if (!current) return null;
  return (
    <div className="faq-carousel" role="region" aria-roledescription="carousel" aria-label="Frequently asked questions">
      <div className={`faq-carousel__stage${fading ? ' is-fading' : ''}`} aria-live={modalOpen ? 'off' : 'polite'}>
        {entries.map((entry, position) => (
          <div
            key={position}
            className="faq-carousel__slide"
            role="group"
            aria-roledescription="slide"
            aria-label={`${position + 1} of ${total}`}
            hidden={position !== index}
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
