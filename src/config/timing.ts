/** Delays of the storefront, in milliseconds (catalogue spec section 9, forms spec section 9). */
export const timing = {
  toastAutoCloseMs: 3000,
  modalCloseDelayMs: 200,
  pageLoadedDelayMs: 200,
  orderStatusResetMs: 3000,
  formStatusResetMs: 3000,
  formLoaderMinimumMs: 2000,
  newsletterPromptDelayMs: 15000,
  passwordChangeLogoutMs: 5000,
  faqCarouselIntervalMs: 6000,
  faqCarouselFadeMs: 200,
  printDelayNoImagesMs: 300,
  printDelayAfterImagesMs: 200,
  scrollAnimationMs: 1000,
  /**
   * Not in the spec: a search-box debounce that skips requests while keys come faster than this.
   * Short, because it is part of the 100 ms budget from the last key press to painted suggestions.
   */
  searchDebounceMs: 50,
} as const;
