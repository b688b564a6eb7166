import { useRef, useState, type InputEvent } from 'react';
import { Field } from './Field.tsx';
import { indexPairs, pairedEdit, suggestions, type Paired, type PairedField, type PairIndex } from './mpn-upc.ts';
import { loadPairs } from './mpn-upc.store.ts';
import type { EnquiryForm } from './use-schema-form.ts';

/** Form field names of the pair: the UPC travels as `serial`. */
const fieldName: Record<PairedField, string> = { mpn: 'mpn', upc: 'serial' };

/** MPN and UPC of the tech support form, each filling the other (see `mpn-upc.ts`). */
export function MpnUpcFields({ form }: { form: EnquiryForm }) {
  const index = useRef<PairIndex>(indexPairs([]));
  const [options, setOptions] = useState<Record<PairedField, string[]>>({ mpn: [], upc: [] });
  // The pair as last set here: the edited field's previous value is gone from the page by the time
  // its input event runs.
  const last = useRef<Paired>({ mpn: '', upc: '' });

  const valueOf = (field: PairedField) => {
    const value: unknown = form.getValues(fieldName[field]);
    return typeof value === 'string' ? value : '';
  };

  const apply = (field: PairedField, value: string, deleting: boolean) => {
    const other = field === 'mpn' ? 'upc' : 'mpn';
    const before = { ...last.current, [other]: valueOf(other) } as Paired;
    const next = pairedEdit(index.current, before, field, value, deleting);
    last.current = next;
    form.setValue(fieldName.mpn, next.mpn, { shouldValidate: next.mpn !== '' });
    form.setValue(fieldName.upc, next.upc);
    setOptions((current) => ({ ...current, [field]: suggestions(index.current, field, next[field]) }));
  };

  // A value typed or pasted before the pairs arrived is paired as soon as they do.
  const prepare = () => {
    void loadPairs().then((loaded) => {
      index.current = loaded;
      const typed = { mpn: valueOf('mpn'), upc: valueOf('upc') };
      if ((typed.mpn !== '') === (typed.upc !== '')) return;
      const field = typed.mpn !== '' ? 'mpn' : 'upc';
      apply(field, typed[field], false);
    });
  };

  const onInput = (field: PairedField) => (event: InputEvent<HTMLInputElement>) =>
    apply(field, event.currentTarget.value, /^delete/.test(event.nativeEvent.inputType));

  return (
    <>
      <Field
        form={form}
        name="mpn"
        label="MPN"
        required
        list="tech-mpn-options"
        onFocus={prepare}
        onInput={onInput('mpn')}
      />
      <Field
        form={form}
        name="serial"
        label="UPC"
        list="tech-upc-options"
        inputMode="numeric"
        onFocus={prepare}
        onInput={onInput('upc')}
      />
      {(['mpn', 'upc'] as const).map((field) => (
        <datalist key={field} id={`tech-${field}-options`}>
          {options[field].map((value) => (
            <option key={value} value={value} />
          ))}
        </datalist>
      ))}
    </>
  );
}
