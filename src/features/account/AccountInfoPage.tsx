import { useState } from 'react';
import type { UserInfo } from '../../api/session.ts';
import { useSession } from '../auth/use-session.ts';
import { useSchemaForm } from '../forms/use-schema-form.ts';
import {
  ACCOUNT_FIELD_MAX_LENGTH,
  accountFormOf,
  accountInfoForm,
  FORM_INVALID_MESSAGE,
  type AccountField,
  type AccountForm,
} from './account-info-form.ts';
import { Loader } from './Loader.tsx';
import { TextField } from './TextField.tsx';
import '../forms/forms.css';
import './account-form.css';

export const PROVIDER_NOTE = 'To change these details, please contact your account manager.';
export const FORM_CHECKED_MESSAGE = `Your details are complete. ${PROVIDER_NOTE}`;

type FieldSpec = [AccountField, string, { required?: boolean; type?: 'tel' | 'url'; autoComplete?: string }];

const billing: readonly FieldSpec[] = [
  ['company', 'Company', { required: true, autoComplete: 'billing organization' }],
  ['contactName', 'Contact name', { autoComplete: 'billing name' }],
  ['website', 'Website', { type: 'url', autoComplete: 'url' }],
  ['contactNumber', 'Contact number', { required: true, type: 'tel', autoComplete: 'billing tel' }],
  ['phone', 'Phone (other or fax)', { type: 'tel' }],
  ['address', 'Address', { required: true, autoComplete: 'billing address-line1' }],
  ['city', 'City', { required: true, autoComplete: 'billing address-level2' }],
  ['state', 'State', { required: true, autoComplete: 'billing address-level1' }],
  ['postal', 'Postal', { required: true, autoComplete: 'billing postal-code' }],
  ['country', 'Country', { required: true, autoComplete: 'billing country-name' }],
];

const shipping: readonly FieldSpec[] = [
  ['shipCompany', 'Company', { autoComplete: 'shipping organization' }],
  ['shipContact', 'Contact', { required: true, autoComplete: 'shipping name' }],
  ['shipAddress', 'Address', { required: true, autoComplete: 'shipping address-line1' }],
  ['shipCity', 'City', { required: true, autoComplete: 'shipping address-level2' }],
  ['shipState', 'State', { required: true, autoComplete: 'shipping address-level1' }],
  ['shipPostal', 'Postal', { required: true, autoComplete: 'shipping postal-code' }],
  ['shipCountry', 'Country', { required: true, autoComplete: 'shipping country-name' }],
];

function AccountInfoForm({ info }: { info: UserInfo }) {
  const form = useSchemaForm<AccountForm>(accountInfoForm, { defaultValues: accountFormOf(info) });
  const [result, setResult] = useState<'invalid' | 'checked' | null>(null);

  const group = (legend: string, specs: readonly FieldSpec[]) => (
    <fieldset className="form-grid">
      <legend>{legend}</legend>
      {specs.map(([name, label, options]) => (
        <TextField key={name} form={form} name={name} label={label} maxLength={ACCOUNT_FIELD_MAX_LENGTH} {...options} />
      ))}
    </fieldset>
  );

  return (
    <form
      className="account-form account-form--wide"
      noValidate
      onSubmit={(event) =>
        void form.handleSubmit(
          () => setResult('checked'),
          () => setResult('invalid'),
        )(event)
      }
    >
      {group('Billing', billing)}
      {group('Shipping', shipping)}
      <div className="account-actions">
        <button type="submit" className="button">
          Submit
        </button>
      </div>
      {result === 'invalid' && (
        <p className="form-status form-status--failure" role="alert">
          {FORM_INVALID_MESSAGE}
        </p>
      )}
      {result === 'checked' && (
        <p className="form-status" role="status">
          {FORM_CHECKED_MESSAGE}
        </p>
      )}
    </form>
  );
}

/**
 * /account/info: the profile in the account form. Details change through the provider, so submit
 * only checks the form (section 5): nothing is saved.
 */
export default function AccountInfoPage() {
  const { isAuthenticated, userInfo } = useSession({ requireSignIn: true });
  if (!isAuthenticated) return null;
  return (
    <section className="account-page" aria-labelledby="account-title">
      <h1 id="account-title">Account information</h1>
      <p>{PROVIDER_NOTE}</p>
      {userInfo ? <AccountInfoForm info={userInfo} /> : <Loader text="Loading your details..." />}
    </section>
  );
}
