import { SEARCH_MAX_LENGTH } from './search.ts';

interface SearchFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
}

/** The search box above an account table; filtering happens as the visitor types. */
export function SearchField({ label, value, onChange }: SearchFieldProps) {
  return (
    <label className="field account-search">
      <span>{label}</span>
      <input
        type="search"
        value={value}
        maxLength={SEARCH_MAX_LENGTH}
        onChange={(event) => onChange(event.target.value)}
      />
    </label>
  );
}
