import { useEffect, type ChangeEvent } from 'react';
import type { Control as FormControl, FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { LEFT_BEFORE_HYDRATION } from '../../config/hydration.ts';

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** Rewrites text as it is typed; `previous` is the field's value before this edit. */
export type TypingFilter = (typed: string, previous: string) => string;

export interface WiringOptions {
  /** Id of the element that shows the field's message. */
  errorId: string;
  filter?: TypingFilter | undefined;
}

/** Fields of each form that were left before its island hydrated, waiting to be checked. */
const leftEarly = new WeakMap<object, Set<string>>();

/**
 * Checks, once the form listens for its messages (after its first render), the fields the visitor
 * left before the island hydrated: each is checked as a blur would have checked it.
 */
export function useChecksOfFieldsLeftEarly<T extends FieldValues>(form: UseFormReturn<T>): void {
  useEffect(() => {
    const names = leftEarly.get(form.control);
    if (!names || names.size === 0) return;
    void form.trigger([...names] as Array<Path<T>>);
    names.clear();
  }, [form]);
}

const noteLeftEarly = <T extends FieldValues>(control: FormControl<T>, name: string) => {
  const names = leftEarly.get(control) ?? new Set<string>();
  names.add(name);
  leftEarly.set(control, names);
};

/**
 * What ties one uncontrolled input to its form, the same way in every form of the site: its
 * registration, the typing filter, its message, and the message's ARIA link. While a message shows,
 * each edit checks the field again, so the message goes as soon as the text is right rather than
 * when the field is left.
 */
export function fieldWiring<T extends FieldValues>(form: UseFormReturn<T>, name: Path<T>, options: WiringOptions) {
  const registered = form.register(name);
  const error = form.getFieldState(name, form.formState).error?.message;
  const message = typeof error === 'string' && error !== '' ? error : undefined;
  const { filter } = options;
  const onChange = async (event: ChangeEvent<Control>) => {
    const control = event.target;
    if (filter) {
      const previous: unknown = form.getValues(name);
      const filtered = filter(control.value, typeof previous === 'string' ? previous : '');
      if (filtered !== control.value) control.value = filtered;
    }
    await registered.onChange(event);
    if (message) await form.trigger(name);
  };
  const ref = (element: Control | null) => {
    registered.ref(element);
    // Left before the island hydrated (see `client:interaction`): checked once the form listens.
    if (element?.hasAttribute(LEFT_BEFORE_HYDRATION)) {
      element.removeAttribute(LEFT_BEFORE_HYDRATION);
      noteLeftEarly(form.control, name);
    }
  };
  return {
    message,
    props: {
      ...registered,
      ref,
      onChange: (event: ChangeEvent<Control>) => void onChange(event),
      'aria-invalid': message ? true : undefined,
      'aria-describedby': message ? options.errorId : undefined,
    },
  };
}
