import { useEffect, useRef, useState } from 'react';
import { useSchemaForm } from '../forms/use-schema-form.ts';
import { accountInfoForm, type AccountField, type AccountForm } from './account-info-form.ts';
import { AccountInfoView } from './AccountInfoView.tsx';

export interface LiveStart {
  /** The fields as the visitor left them in the form drawn before this loaded. */
  values: AccountForm;
  /** The field that had focus, to give it back. */
  focus: AccountField | undefined;
  /** Fields left meanwhile, to check as leaving them does. */
  left: AccountField[];
  /** A submit made while this loaded, to make again. */
  submit: boolean;
}

/** The account form with its checks (react-hook-form), taking over from the form drawn without them. */
export default function AccountInfoForm({ start }: { start: LiveStart }) {
  const form = useSchemaForm<AccountForm>(accountInfoForm, { defaultValues: start.values });
  const [result, setResult] = useState<'invalid' | 'checked' | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const { setFocus, trigger } = form;

  useEffect(() => {
    if (start.submit) formRef.current?.requestSubmit();
    else {
      if (start.left.length > 0) void trigger(start.left);
      if (start.focus) setFocus(start.focus);
    }
  }, [start, setFocus, trigger]);

  return (
    <AccountInfoView
      values={start.values}
      form={form}
      result={result}
      formRef={formRef}
      onSubmit={(event) =>
        void form.handleSubmit(
          () => setResult('checked'),
          () => setResult('invalid'),
        )(event)
      }
    />
  );
}
