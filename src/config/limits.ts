/** Page sizes and bounds of lists, quantities and fields. */
export const pageSize = {
  category: 10,
  subcategory: 10,
  newProducts: 10,
  solutionTab: 5,
  orderHistory: 20,
  news: 4,
  blog: 10,
  searchResults: 20,
} as const;

/** Pagination shows every page number up to this many pages, else a window with ellipses. */
export const paginationAllPagesUpTo = 5;

export const limits = {
  /** Not in the spec: how many of the ranked search results filtering and sorting reach. */
  searchFilterMax: 200,
  /** Not in the spec: the longest search term the API takes. */
  searchTermMaxLength: 200,
  recentlyViewedMax: 6,
  quantityMin: 1,
  defaultAddQuantity: 1,
  passwordMinLength: 6,
  phoneDigits: 10,
  shareDescriptionMax: 300,
  blogMetaDescriptionLength: 155,
  tableScrollStepPx: 100,
  cardNumberMaxDigits: 16,
  cardMonthMax: 12,
  cardYearMax: 3000,
  cvvMinDigits: 3,
  cvvMaxDigits: 4,
  mapZoom: 13,
  /** The buyer's purchase order number on an order. */
  poNumberMaxLength: 30,
  orderCommentsMaxLength: 1000,
  /** Not in the spec: how many products the compare page sets side by side. */
  compareMax: 4,
} as const;

/** Saved lists and quote requests (issue 34). */
export const listLimits = {
  nameMaxLength: 80,
  /** Lines one list or one quote request holds; a classroom's parts fit many times over. */
  linesMax: 500,
  /** Lists one account keeps. */
  listsMax: 100,
  quantityMax: 100_000,
  quoteNoteMaxLength: 2000,
  /** How far ahead a quote's expiry may be set. */
  quoteValidityMaxDays: 365,
} as const;
