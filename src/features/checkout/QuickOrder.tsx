import { useId, useRef, useState } from 'react';
import { $auth } from '../session/auth.store.ts';
import { AddToList } from '../lists/AddToList.tsx';
import {
  lineErrorText,
  linesNotAdded,
  NO_LINES_MESSAGE,
  pastedToSave,
  readRows,
  rowsOfText,
  type LineError,
  type QuickOrderInput,
} from './quick-order.ts';
import './quick-order.css';

/** The longest file read (about 200 lines of sku and quantity, with room to spare). */
const FILE_MAX_BYTES = 64_000;

interface Report {
  added: number;
  errors: LineError[];
}

/** The catalogue's answers, put back on the lines that asked for each sku. */
async function order(input: QuickOrderInput, accountType: string): Promise<Report> {
  // Loaded on first use: the catalogue look-ups cost the cart page nothing until then.
  const { addWantedToCart } = await import('../cart/bulk-add.store.ts');
  const result = await addWantedToCart(input.entries, accountType, { strict: true });
  const errors = [...input.errors];
  for (const problem of result.problems) {
    const entry = input.entries.find((wanted) => wanted.sku === problem.sku);
    for (const line of entry?.lines ?? []) errors.push({ line, text: problem.sku, message: problem.message });
  }
  return { added: result.added.length, errors: errors.sort((a, b) => a.line - b.line) };
}

/**
 * Quick order on the cart page: paste lines of `SKU quantity` or upload a CSV. Each line is checked
 * against the catalogue and stock; valid lines go into the cart, every other line says why not and
 * stays in the box to be corrected, so the next add sends only what is in the box then. An island
 * of its own, hydrated on first use; the pasted text is left to the browser (uncontrolled), so
 * what is typed before hydration is kept.
 */
export function QuickOrder() {
  const [busy, setBusy] = useState(false);
  const [report, setReport] = useState<Report>();
  const [failed, setFailed] = useState(false);
  const [blank, setBlank] = useState(false);
  const fileId = useId();
  const pasted = useRef<HTMLTextAreaElement>(null);
  // Saving to a list keeps the pasted lines' skus and quantities; the server names any sku it does not know.
  const pastedLines = () => pastedToSave(pasted.current?.value ?? '');

  /** The catalogue's report on `input`, shown; undefined when the lines could not be checked. */
  async function run(input: QuickOrderInput): Promise<Report | undefined> {
    // Read when used: the island is prerendered without a session, and the profile may load later.
    const accountType = $auth.get().userInfo?.AccountType;
    setBlank(false);
    if (!accountType) {
      setFailed(true);
      return undefined;
    }
    setBusy(true);
    setFailed(false);
    try {
      const done = await order(input, accountType);
      setReport(done);
      return done;
    } catch (error) {
      console.error(new Error('Quick order failed', { cause: error }));
      setFailed(true);
      return undefined;
    } finally {
      setBusy(false);
    }
  }

  async function addPasted(box: HTMLTextAreaElement) {
    const text = box.value;
    if (text.trim() === '') {
      setBlank(true);
      box.focus();
      return;
    }
    const done = await run(readRows(rowsOfText(text)));
    // Only what was not added stays, and typing goes back to the box (not to the button).
    if (done && box.value === text) box.value = linesNotAdded(text, done.errors);
    box.focus();
  }

  async function readFile(file: File) {
    const { csvParseRows } = await import('d3-dsv');
    const content = await file.slice(0, FILE_MAX_BYTES).text();
    await run(readRows(csvParseRows(content.replace(/^\uFEFF/, ''))));
  }

  return (
    <section className="quick-order" aria-labelledby="quick-order-title">
      <h2 id="quick-order-title">Quick order</h2>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (pasted.current) void addPasted(pasted.current);
        }}
      >
        <label className="field">
          <span>Paste lines of SKU and quantity, e.g. AV-HD-2M 4</span>
          <textarea ref={pasted} name="lines" rows={5} maxLength={20_000} />
        </label>
        {blank && <p role="alert">{NO_LINES_MESSAGE}</p>}
        <div className="quick-order__actions">
          <button type="submit" className="button" disabled={busy}>
            {busy ? 'Checking...' : 'Add to cart'}
          </button>
          <label htmlFor={fileId} className="quick-order__file">
            Or upload a CSV file (sku, quantity)
          </label>
          <input
            id={fileId}
            type="file"
            accept=".csv,text/csv"
            disabled={busy}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void readFile(file).catch((error: unknown) => console.error(error));
            }}
          />
        </div>
      </form>
      <AddToList lines={pastedLines} label="Save lines to a list" />
      {failed && <p role="alert">The lines could not be checked. Please try again.</p>}
      {report && (
        <div role="status" className="quick-order__report">
          <p>
            {report.added} {report.added === 1 ? 'sku' : 'skus'} added to the cart.
          </p>
          {report.errors.length > 0 && (
            <ul aria-label="Lines not added">
              {report.errors.map((error, index) => (
                <li key={`${error.line}-${index}`}>{lineErrorText(error)}</li>
              ))}
            </ul>
          )}
        </div>
      )}
    </section>
  );
}
