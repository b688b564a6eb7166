import type { UseFormRegister } from 'react-hook-form';
import type { Address, RegistrationForm } from './registration.ts';

interface AddressFieldsProps {
  legend: string;
  section: 'billing' | 'shipping';
  register: UseFormRegister<RegistrationForm>;
  disabled?: boolean;
}

const parts: ReadonlyArray<[keyof Address, string, string]> = [
  ['street', 'Street', 'address-line1'],
  ['city', 'City', 'address-level2'],
  ['state', 'State', 'address-level1'],
  ['zip', 'Zip', 'postal-code'],
  ['country', 'Country', 'country-name'],
];

/** Street, City, State, Zip and Country of one address. */
export function AddressFields({ legend, section, register, disabled = false }: AddressFieldsProps) {
  return (
    <fieldset className="form-grid" disabled={disabled}>
      <legend>{legend}</legend>
      {parts.map(([key, label, autoComplete]) => (
        <label key={key} className="field">
          <span>{label}</span>
          <input
            type="text"
            autoComplete={`section-${section} ${section} ${autoComplete}`}
            {...register(`${section}.${key}`)}
          />
        </label>
      ))}
    </fieldset>
  );
}
