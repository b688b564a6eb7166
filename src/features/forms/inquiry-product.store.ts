import { atom } from 'nanostores';
import type { InquiryProduct } from './enquiry-bodies.ts';

/** The product the inquiry page is about; set by the page's script, read by its form. */
export const $inquiryProduct = atom<InquiryProduct | null>(null);
