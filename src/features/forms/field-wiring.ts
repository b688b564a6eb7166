import type { ChangeEvent } from 'react';
import { get, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** Rewrites text as it is typed; `previous` is the field's value before this edit. */
export type TypingFilter = (typed: string, previous: string) => string;

export interface WiringOptions {
  /** Id of the element that shows the field's message. */
  errorId: string;
  filter?: TypingFilter | undefined;
}

/**
 * What ties one uncontrolled input to its form, the same way in every form of the site: its
 * registration, the typing filter, its message, and the message's ARIA link. While a message shows,
 * each edit checks the field again, so the message goes as soon as the text is right rather than
 * when the field is left.
 */
export function fieldWiring<T extends FieldValues>(form: UseFormReturn<T>, name: Path<T>, options: WiringOptions) {
  const registered = form.register(name);
  const entry: { message?: unknown } | undefined = get(form.formState.errors, name);
  const message = typeof entry?.message === 'string' && entry.message !== '' ? entry.message : undefined;
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
  return {
    message,
    props: {
      ...registered,
      onChange: (event: ChangeEvent<Control>) => void onChange(event),
      'aria-invalid': message ? true : undefined,
      'aria-describedby': message ? options.errorId : undefined,
    },
  };
}
