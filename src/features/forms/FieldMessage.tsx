import './field-message.css';

interface FieldMessageProps {
  id: string;
  message?: string | undefined;
  /** A live region, announced when the message appears. */
  announce?: boolean;
  /** The field's message is a sentence that wraps on a phone: two lines are kept there. */
  long?: boolean;
}

/**
 * A field's message under it. Always in the page with its lines reserved, so a message that
 * appears when a field is left never moves what the pointer is about to press: the mousedown on
 * Submit leaves the field, and a Submit pushed down by the message would miss the click.
 */
export function FieldMessage({ id, message, announce = false, long = false }: FieldMessageProps) {
  return (
    <span
      id={id}
      className={long ? 'field__error field__error--long' : 'field__error'}
      role={announce ? 'alert' : undefined}
    >
      {message}
    </span>
  );
}
