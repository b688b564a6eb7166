/**
 * The Newest order of a listing: the product released last comes first. Release days are ISO dates
 * (`2024-05-01`), which compare as text; a product whose day is unknown ('') comes after every
 * dated one, and products released the same day keep the listing's own order (the sort is stable).
 */
export function newestFirst(a: { releasedOn: string }, b: { releasedOn: string }): number {
  if (a.releasedOn === b.releasedOn) return 0;
  return a.releasedOn < b.releasedOn ? 1 : -1;
}
