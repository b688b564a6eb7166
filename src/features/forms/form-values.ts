/**
 * Reading a form from the page. The enquiry forms keep their text in the inputs themselves (not in
 * React state), so text typed before the island hydrated, or before a failed submit, is never lost.
 */
export type FormValues = Readonly<Record<string, string>>;

type NamedControl = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

function isNamedControl(element: Element): element is NamedControl {
  return (
    (element instanceof HTMLInputElement ||
      element instanceof HTMLSelectElement ||
      element instanceof HTMLTextAreaElement) &&
    element.name !== ''
  );
}

/** The form's named controls in page order. */
export function controlsOf(form: HTMLFormElement): NamedControl[] {
  return Array.from(form.elements).filter(isNamedControl);
}

/** Every named field's text; a checkbox reads 'on' when checked and '' when not. */
export function readValues(form: HTMLFormElement): FormValues {
  const values: Record<string, string> = {};
  for (const control of controlsOf(form)) {
    if (control instanceof HTMLInputElement && control.type === 'checkbox') {
      values[control.name] = control.checked ? 'on' : '';
    } else if (!(control instanceof HTMLInputElement && control.type === 'radio' && !control.checked)) {
      values[control.name] = control.value;
    }
  }
  return values;
}

/** A checkbox's state from `readValues`. */
export const isChecked = (values: FormValues, name: string): boolean => values[name] === 'on';

/** Trimmed text of a field. */
export const textOf = (values: FormValues, name: string): string => (values[name] ?? '').trim();

/** Sets fields' text as if typed (used by autofill and paired fields). */
export function setValues(form: HTMLFormElement, values: FormValues): void {
  for (const control of controlsOf(form)) {
    const value = values[control.name];
    if (value !== undefined) control.value = value;
  }
}
