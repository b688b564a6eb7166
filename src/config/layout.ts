/** Breakpoints and layout thresholds, in CSS pixels. */
export const layout = {
  mobileBreakpointPx: 768,
  stickyHeaderMinWidthPx: 992,
  scrollTopThresholdPx: 400,
  landingScrollTopThresholdPx: 300,
  megaMenuCategoriesPerColumn: 3,
} as const;

/** The home banner carousel (swiper): autoplay, transition and items per view by width. */
export const bannerCarousel = {
  autoplayDelayMs: 5000,
  transitionMs: 500,
  /** Swiper breakpoints are "from this width up": under 464 one item, 464–1024 two, 1024–3000 four. */
  itemsByMinWidth: { 0: 1, 464: 2, 1024: 4 },
} as const;

/**
 * The Flex Matrix sector carousel (swiper), forms spec section 9: autoplay 5 s, transition 500 ms,
 * 4 items on desktops, 2 on tablets, 1 on phones (below 768 px).
 */
export const sectorCarousel = {
  autoplayDelayMs: 5000,
  transitionMs: 500,
  itemsByMinWidth: { 0: 1, [layout.mobileBreakpointPx]: 2, 1024: 4 },
} as const;
