import { useRef, useState, type ComponentType } from 'react';
import { flushSync } from 'react-dom';
import type { UserInfo } from '../../api/session.ts';
import { useSession } from '../session/use-session.ts';
import { useIsClient } from '../session/use-client.ts';
import type { LiveStart } from './AccountInfoForm.tsx';
import { accountFormOf, type AccountField, type AccountForm } from './account-info-form.ts';
import { AccountInfoView, CHANGE_REQUEST_NOTE, PROVIDER_NOTE } from './AccountInfoView.tsx';
import { Loader } from './Loader.tsx';
import { useAfterPress } from './use-after-press.ts';
import '../forms/forms.css';
import './account-form.css';

type Live = { Form: ComponentType<{ start: LiveStart }>; start: LiveStart };

/** The fields' text as the page shows them now. */
function typedValues(form: HTMLFormElement | null, shown: AccountForm): AccountForm {
  const values = { ...shown };
  for (const name of Object.keys(values) as AccountField[]) {
    const input = form?.elements.namedItem(name);
    if (input instanceof HTMLInputElement) values[name] = input.value;
  }
  return values;
}

/**
 * The profile in the account form. The form's checks (react-hook-form) load when the visitor first
 * reaches for the form, so a visit that only reads the profile loads none of them; what was typed,
 * the focus and a submit made meanwhile carry over.
 */
function ProfileForm({ info }: { info: UserInfo }) {
  const [shown] = useState(() => accountFormOf(info));
  const [live, setLive] = useState<Live | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const loading = useRef(false);
  const submitted = useRef(false);
  const left = useRef(new Set<AccountField>());
  const { pressed, afterPress } = useAfterPress();

  const swapIn = (Form: Live['Form']) => {
    const focused = document.activeElement;
    const focus =
      focused instanceof HTMLInputElement && focused.form === formRef.current
        ? { name: focused.name as AccountField, from: focused.selectionStart, to: focused.selectionEnd }
        : undefined;
    const values = typedValues(formRef.current, shown);
    const start = { values, focus, left: [...left.current], submit: submitted.current };
    // Swapped in at once: typing or leaving a field between reading it and a later render would be lost.
    flushSync(() => setLive({ Form, start }));
  };

  const reach = () => {
    if (loading.current) return;
    loading.current = true;
    void import('./AccountInfoForm.tsx').then(({ default: Form }) => afterPress(() => swapIn(Form)));
  };

  if (live) return <live.Form start={live.start} />;
  return (
    <AccountInfoView
      values={shown}
      result={null}
      formRef={formRef}
      onReach={reach}
      onPress={() => {
        pressed();
        reach();
      }}
      onLeave={(event) => {
        const { target } = event;
        if (target instanceof HTMLInputElement && target.name in shown) left.current.add(target.name as AccountField);
      }}
      onSubmit={(event) => {
        event.preventDefault();
        submitted.current = true;
        reach();
      }}
    />
  );
}

/**
 * /account/info: the profile in the account form. Details change through the account manager, so
 * a valid submit sends them to the manager as a change request (section 5's messages stay); the
 * account itself is not changed here.
 */
export default function AccountInfoPage() {
  const isClient = useIsClient();
  const { userInfo } = useSession({ requireSignIn: true });
  return (
    <section className="account-page" aria-labelledby="account-title">
      <h1 id="account-title">Account information</h1>
      <p>{PROVIDER_NOTE}</p>
      <p>{CHANGE_REQUEST_NOTE}</p>
      {isClient && userInfo ? <ProfileForm info={userInfo} /> : <Loader text="Loading your details..." />}
    </section>
  );
}
