/**
 * A form's values as react-hook-form reads them from the page's inputs: text for text fields and
 * selects, a boolean for a checkbox. Body builders take them through these helpers.
 */
export type FormValues = Readonly<Record<string, unknown>>;

/** A checkbox's state (`'on'` is how a submitted checkbox reads in form data). */
export const isChecked = (values: FormValues, name: string): boolean => values[name] === true || values[name] === 'on';

/** Trimmed text of a field; '' for anything that is not text. */
export const textOf = (values: FormValues, name: string): string => {
  const value = values[name];
  return typeof value === 'string' ? value.trim() : '';
};
