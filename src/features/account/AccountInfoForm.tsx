import { useLayoutEffect, useRef, useState } from 'react';
import { useSchemaForm } from '../forms/use-schema-form.ts';
import { requestAccountChange } from './account-change.api.ts';
import { accountInfoForm, type AccountField, type AccountForm } from './account-info-form.ts';
import { AccountInfoView, type AccountInfoResult } from './AccountInfoView.tsx';

export interface LiveStart {
  /** The fields as the visitor left them in the form drawn before this loaded. */
  values: AccountForm;
  /** The field that had focus and its selection (none for e-mail and URL fields), to give them back. */
  focus: { name: AccountField; from: number | null; to: number | null } | undefined;
  /** Fields left meanwhile, to check as leaving them does. */
  left: AccountField[];
  /** A submit made while this loaded, to make again. */
  submit: boolean;
}

/**
 * The account form with its checks (react-hook-form), taking over from the form drawn without them.
 * A valid submit sends the details as a change request to the account manager; nothing is saved here.
 */
export default function AccountInfoForm({ start }: { start: LiveStart }) {
  const form = useSchemaForm<AccountForm>(accountInfoForm, { defaultValues: start.values });
  const [result, setResult] = useState<AccountInfoResult>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const { trigger } = form;

  // Before the browser hands on another event, so a blur right after the swap leaves the field and
  // a key pressed right after it reaches the field. Focus moves here rather than through
  // react-hook-form's setFocus, which moves it a task later: a key in between would be lost.
  useLayoutEffect(() => {
    if (start.submit) formRef.current?.requestSubmit();
    else {
      if (start.left.length > 0) void trigger(start.left);
      const input = start.focus && formRef.current?.elements.namedItem(start.focus.name);
      if (start.focus && input instanceof HTMLInputElement) {
        const { from, to } = start.focus;
        input.focus();
        if (from !== null && to !== null) input.setSelectionRange(from, to);
      }
    }
  }, [start, trigger]);

  return (
    <AccountInfoView
      values={start.values}
      form={form}
      result={result}
      formRef={formRef}
      onSubmit={(event) =>
        void form.handleSubmit(
          async (values) => {
            setResult('pending');
            try {
              await requestAccountChange(values);
              setResult('sent');
            } catch (error) {
              console.error(new Error('The change request was not sent', { cause: error }));
              setResult('failed');
            }
          },
          () => setResult('invalid'),
        )(event)
      }
    />
  );
}
