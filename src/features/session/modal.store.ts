import { atom } from 'nanostores';
import { timing } from '../../config/timing.ts';
import { persistedJson } from './persisted.ts';

/** The site's modals that other parts of the page can open. */
export type ModalName = 'login' | 'register' | 'registered';

export interface ModalState {
  name: ModalName | null;
  showModal: boolean;
  /** Why the modal opened by itself (e.g. a signed-in page was asked for), shown inside it. */
  reason?: string;
}

/**
 * Which modal is open. Kept in memory only: a modal left open must not reopen on the next page.
 * The persisted part of the modal state is the newsletter prompt flag below.
 */
export const $modal = atom<ModalState>({ name: null, showModal: false });

export function openModal(name: ModalName, reason?: string): void {
  $modal.set(reason ? { name, showModal: true, reason } : { name, showModal: true });
}

export function closeModal(): void {
  $modal.set({ name: null, showModal: false });
}

interface PersistedModalState {
  newsletterModal: boolean;
}

/** Runs on every page before interaction, so it is decoded by hand rather than with a schema library. */
function decodeModalState(stored: unknown): PersistedModalState {
  const seen =
    typeof stored === 'object' && stored !== null && 'newsletterModal' in stored && stored.newsletterModal === true;
  return { newsletterModal: seen };
}

/** Whether the newsletter prompt has been offered in this browser. */
export const $persistedModal = persistedJson<PersistedModalState>(
  'av:modal:v1',
  { newsletterModal: false },
  decodeModalState,
);

/** Stores the newsletter prompt flag 15 s after the first page load (first time only). */
export function scheduleNewsletterPrompt(): void {
  if ($persistedModal.get().newsletterModal) return;
  setTimeout(() => $persistedModal.set({ newsletterModal: true }), timing.newsletterPromptDelayMs);
}
