import { useState } from 'react';

/**
 * The product page's Print button. It hydrates on first use, and the sheet builder and the QR
 * encoder (print.ts) load only when it is pressed: visitors who never print never download them.
 */
export default function PrintButton({ siteOrigin }: { siteOrigin: string }) {
  const [busy, setBusy] = useState(false);

  async function print(): Promise<void> {
    setBusy(true);
    try {
      const { printProductSheet } = await import('./print.ts');
      await printProductSheet(siteOrigin);
    } catch (cause) {
      console.error(new Error('Printing the product sheet failed', { cause }));
    } finally {
      setBusy(false);
    }
  }

  return (
    <button
      type="button"
      className="button button--ghost"
      aria-busy={busy}
      disabled={busy}
      onClick={() => void print()}
    >
      Print
    </button>
  );
}
