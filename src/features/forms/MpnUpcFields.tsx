import { useRef, useState, type InputEvent } from 'react';
import { Field } from './Field.tsx';
import { indexPairs, pairedEdit, suggestions, type Paired, type PairedField, type PairIndex } from './mpn-upc.ts';
import { loadPairs } from './mpn-upc.store.ts';
import type { EnquiryForm } from './use-enquiry-form.ts';

/** Form field names of the pair: the UPC travels as `serial`. */
const fieldName: Record<PairedField, string> = { mpn: 'mpn', upc: 'serial' };

/** MPN and UPC of the tech support form, each filling the other (see `mpn-upc.ts`). */
export function MpnUpcFields({ form }: { form: EnquiryForm }) {
  const index = useRef<PairIndex>(indexPairs([]));
  const [options, setOptions] = useState<Record<PairedField, string[]>>({ mpn: [], upc: [] });
  const prepare = () => {
    void loadPairs().then((loaded) => {
      index.current = loaded;
    });
  };

  // The pair as last set here: the edited field's previous value is gone from the page by the time
  // its input event runs.
  const last = useRef<Paired>({ mpn: '', upc: '' });

  const onInput = (field: PairedField) => (event: InputEvent<HTMLInputElement>) => {
    const page = form.formRef.current;
    const mpn = page?.elements.namedItem(fieldName.mpn);
    const upc = page?.elements.namedItem(fieldName.upc);
    if (!(mpn instanceof HTMLInputElement && upc instanceof HTMLInputElement)) return;
    const before = { ...last.current, [field === 'mpn' ? 'upc' : 'mpn']: field === 'mpn' ? upc.value : mpn.value };
    const deleting = /^delete/.test(event.nativeEvent.inputType);
    const next = pairedEdit(index.current, before as Paired, field, event.currentTarget.value, deleting);
    last.current = next;
    mpn.value = next.mpn;
    upc.value = next.upc;
    if (next.mpn !== '') form.check(fieldName.mpn, next.mpn);
    setOptions((current) => ({ ...current, [field]: suggestions(index.current, field, next[field]) }));
  };

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
