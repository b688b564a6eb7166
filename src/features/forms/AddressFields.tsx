import type { Address } from './registration.ts';

interface AddressFieldsProps {
  legend: string;
  address: Address;
  disabled?: boolean;
  onChange: (address: Address) => void;
}

const parts: ReadonlyArray<[keyof Address, string, string]> = [
  ['street', 'Street', 'address-line1'],
  ['city', 'City', 'address-level2'],
  ['state', 'State', 'address-level1'],
  ['zip', 'Zip', 'postal-code'],
  ['country', 'Country', 'country-name'],
];

/** Street, City, State, Zip and Country of one address. */
export function AddressFields({ legend, address, disabled = false, onChange }: AddressFieldsProps) {
  const section = legend.toLowerCase().startsWith('ship') ? 'shipping' : 'billing';
  return (
    <fieldset className="form-grid" disabled={disabled}>
      <legend>{legend}</legend>
      {parts.map(([key, label, autoComplete]) => (
        <label key={key} className="field">
          <span>{label}</span>
          <input
            type="text"
            autoComplete={`section-${section} ${section} ${autoComplete}`}
            value={address[key]}
            onChange={(event) => onChange({ ...address, [key]: event.target.value })}
          />
        </label>
      ))}
    </fieldset>
  );
}
