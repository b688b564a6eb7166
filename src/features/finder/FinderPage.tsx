import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { $finder, findKits, showAddressJob } from './finder.store.ts';
import { FinderForm } from './FinderForm.tsx';
import { FinderResults } from './FinderResults.tsx';
import '../forms/forms.css';
import './finder.css';

/**
 * The signal-path finder (/finder): the job's form and the answer. The job lives in the address,
 * so an answer can be shared and the back button returns to the job before.
 */
export default function FinderPage() {
  const state = useStore($finder);
  useEffect(() => {
    showAddressJob();
    window.addEventListener('popstate', showAddressJob);
    return () => window.removeEventListener('popstate', showAddressJob);
  }, []);
  return (
    <>
      <FinderForm job={state.status === 'idle' ? null : state.job} onFind={(job) => void findKits(job)} />
      <div className="finder-answer" aria-live="polite">
        <FinderResults state={state} />
      </div>
    </>
  );
}
