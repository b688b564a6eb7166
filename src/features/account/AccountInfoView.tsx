import type { FocusEvent, RefObject, SubmitEvent } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import {
  ACCOUNT_FIELD_MAX_LENGTH,
  FORM_INVALID_MESSAGE,
  type AccountField,
  type AccountForm,
} from '../../api/account-change.ts';
import { FORM_FAILURE_MESSAGE } from '../forms/form-status.ts';
import { TextField } from './TextField.tsx';

export const PROVIDER_NOTE = 'To change these details, please contact your account manager.';
/** What Submit does, said before it is pressed: the account changes only once the manager updates it. */
export const CHANGE_REQUEST_NOTE =
  'Change the fields below and press Submit: we send your changes to your account manager, who updates your account.';
export const CHANGE_REQUEST_SENT =
  'Your change request has been sent to your account manager. Your details here change once your account has been updated.';

/** Where a submit got to: refused by the checks, on its way, sent to the account manager, or failed. */
export type AccountInfoResult = 'invalid' | 'pending' | 'sent' | 'failed' | null;

type FieldSpec = [AccountField, string, { required?: boolean; type?: 'tel' | 'url'; autoComplete?: string }];

const billing: readonly FieldSpec[] = [
  ['company', 'Company', { required: true, autoComplete: 'billing organization' }],
  ['contactName', 'Contact name', { autoComplete: 'billing name' }],
  ['website', 'Website', { type: 'url', autoComplete: 'url' }],
  ['contactNumber', 'Contact number', { required: true, type: 'tel', autoComplete: 'billing tel' }],
  ['phone', 'Phone (other or fax)', { type: 'tel' }],
  ['address', 'Address', { required: true, autoComplete: 'billing address-line1' }],
  ['address2', 'Address line 2', { autoComplete: 'billing address-line2' }],
  ['city', 'City', { required: true, autoComplete: 'billing address-level2' }],
  ['state', 'State', { required: true, autoComplete: 'billing address-level1' }],
  ['postal', 'Postal', { required: true, autoComplete: 'billing postal-code' }],
  ['country', 'Country', { required: true, autoComplete: 'billing country-name' }],
];

const shipping: readonly FieldSpec[] = [
  ['shipCompany', 'Company', { autoComplete: 'shipping organization' }],
  ['shipContact', 'Contact', { required: true, autoComplete: 'shipping name' }],
  ['shipAddress', 'Address', { required: true, autoComplete: 'shipping address-line1' }],
  ['shipAddress2', 'Address line 2', { autoComplete: 'shipping address-line2' }],
  ['shipCity', 'City', { required: true, autoComplete: 'shipping address-level2' }],
  ['shipState', 'State', { required: true, autoComplete: 'shipping address-level1' }],
  ['shipPostal', 'Postal', { required: true, autoComplete: 'shipping postal-code' }],
  ['shipCountry', 'Country', { required: true, autoComplete: 'shipping country-name' }],
];

interface AccountInfoViewProps {
  values: AccountForm;
  /** The form's checks; absent until the visitor first reaches for the form. */
  form?: UseFormReturn<AccountForm> | undefined;
  result: AccountInfoResult;
  formRef?: RefObject<HTMLFormElement | null>;
  onSubmit: (event: SubmitEvent<HTMLFormElement>) => void;
  /** The visitor reaches for the form: focus inside it. */
  onReach?: () => void;
  /** A press (pointer down) inside the form (before the checks have loaded). */
  onPress?: () => void;
  /** The visitor leaves a field (before the checks have loaded). */
  onLeave?: (event: FocusEvent<HTMLFormElement>) => void;
}

/** The account form as drawn: billing and shipping fields, Submit and the result of the check. */
export function AccountInfoView({
  values,
  form,
  result,
  formRef,
  onSubmit,
  onReach,
  onPress,
  onLeave,
}: AccountInfoViewProps) {
  const group = (legend: string, specs: readonly FieldSpec[]) => (
    <fieldset className="form-grid">
      <legend>{legend}</legend>
      {specs.map(([name, label, options]) => (
        <TextField
          key={name}
          form={form}
          name={name}
          label={label}
          defaultValue={values[name]}
          maxLength={ACCOUNT_FIELD_MAX_LENGTH}
          {...options}
        />
      ))}
    </fieldset>
  );

  return (
    <form
      ref={formRef}
      className="account-form account-form--wide"
      noValidate
      onSubmit={onSubmit}
      onFocus={onReach}
      onPointerDown={onPress}
      onBlur={onLeave}
    >
      {group('Billing', billing)}
      {group('Shipping', shipping)}
      <div className="account-actions">
        <button type="submit" className="button" disabled={result === 'pending' || result === 'sent'}>
          Submit
        </button>
      </div>
      {(result === 'invalid' || result === 'failed') && (
        <p className="form-status form-status--failure" role="alert">
          {result === 'invalid' ? FORM_INVALID_MESSAGE : FORM_FAILURE_MESSAGE}
        </p>
      )}
      {result === 'sent' && (
        <p className="form-status" role="status">
          {CHANGE_REQUEST_SENT}
        </p>
      )}
    </form>
  );
}
