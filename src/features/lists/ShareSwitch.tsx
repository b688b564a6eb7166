import { useState } from 'react';
import type { ListSummary } from '../../api/lists.ts';
import { shareList } from './lists.api.ts';

/**
 * "Shared with company": a checkbox shown as a switch, saved as soon as it changes (Space toggles
 * it from the keyboard); the server answers the lists as they now are.
 */
export function ShareSwitch({ list, onShared }: { list: ListSummary; onShared: (lists: ListSummary[]) => void }) {
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);

  async function change(shared: boolean) {
    setSaving(true);
    setFailed(false);
    try {
      onShared(await shareList(list.id, shared));
    } catch (error) {
      console.error(new Error(`Could not change the sharing of list ${list.id}`, { cause: error }));
      setFailed(true);
    } finally {
      setSaving(false);
    }
  }

  return (
    <>
      <label className="share-switch">
        <input
          type="checkbox"
          role="switch"
          checked={list.shared}
          disabled={saving}
          onChange={(event) => void change(event.target.checked)}
        />
        Shared with company<span className="visually-hidden"> ({list.name})</span>
      </label>
      {failed && <span role="alert">Not saved. Please try again.</span>}
    </>
  );
}
