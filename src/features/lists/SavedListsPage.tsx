import { lazy, Suspense, useState } from 'react';
import type { ListSummary } from '../../api/lists.ts';
import type { UserInfo } from '../../api/session.ts';
import { mayManageList } from '../../config/company-roles.ts';
import { AccountView } from '../account/AccountView.tsx';
import { ScrollTable } from '../account/ScrollTable.tsx';
import { userMay } from '../session/may-use.ts';
import { deleteList, fetchLists } from './lists.api.ts';
import { listPath } from './list-link.ts';
import { ShareSwitch } from './ShareSwitch.tsx';
import './lists.css';

// The name forms bring the forms library: loaded after the lists show, not before.
const CreateListForm = lazy(() => import('./ListNameForm.tsx').then((module) => ({ default: module.CreateListForm })));
const RenameListForm = lazy(() => import('./ListNameForm.tsx').then((module) => ({ default: module.RenameListForm })));

const columns = ['List', 'Owner', 'Lines', 'Last changed', 'Sharing', 'Actions'] as const;

/** Rename, or delete after a second press (nothing asks twice in a modal). */
function ListActions({ list, onChanged }: { list: ListSummary; onChanged: () => void }) {
  const [renaming, setRenaming] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [failed, setFailed] = useState(false);
  if (list.wishlist) return list.own ? <span>Kept for the wishlist toggle</span> : null;
  if (renaming) {
    const done = () => {
      setRenaming(false);
      onChanged();
    };
    return (
      <Suspense fallback={<span role="status">Loading...</span>}>
        <RenameListForm list={list} onDone={done} />
      </Suspense>
    );
  }

  async function remove() {
    try {
      await deleteList(list.id);
      onChanged();
    } catch (error) {
      console.error(new Error(`Could not delete list ${list.id}`, { cause: error }));
      setFailed(true);
    }
  }

  return (
    <div className="add-to-list__actions">
      <button
        type="button"
        className="button button--ghost"
        aria-label={`Rename ${list.name}`}
        onClick={() => setRenaming(true)}
      >
        Rename
      </button>
      <button
        type="button"
        className="button button--ghost"
        aria-label={confirming ? `Confirm delete ${list.name}` : `Delete ${list.name}`}
        onClick={() => {
          if (confirming) void remove();
          else setConfirming(true);
        }}
      >
        {confirming ? 'Confirm delete' : 'Delete'}
      </button>
      {failed && <span role="alert">Not deleted. Please try again.</span>}
    </div>
  );
}

/** "New list" opens the name form (loaded then, with the forms library). */
function NewList({ onCreated }: { onCreated: () => void }) {
  const [open, setOpen] = useState(false);
  if (!open) {
    return (
      <p>
        <button type="button" className="button" onClick={() => setOpen(true)}>
          New list
        </button>
      </p>
    );
  }
  const created = () => {
    setOpen(false);
    onCreated();
  };
  return (
    <Suspense fallback={<p role="status">Loading...</p>}>
      <CreateListForm onCreated={created} />
    </Suspense>
  );
}

interface ListsProps {
  lists: ListSummary[];
  info: UserInfo;
  reload: () => void;
  setLists: (lists: ListSummary[]) => void;
}

/** Every list the member sees: its own, and its colleagues' lists shared with the company. */
function SavedLists({ lists, info, reload, setLists }: ListsProps) {
  const manages = (list: ListSummary) => userMay(info, 'lists') && mayManageList(info.Role ?? 'admin', list.own);
  return (
    <>
      {userMay(info, 'lists') && <NewList onCreated={reload} />}
      <ScrollTable label="Saved lists" columns={columns} rowCount={lists.length}>
        {lists.map((list) => (
          <tr key={list.id}>
            <td>
              <a href={listPath(list)}>{list.name}</a>
            </td>
            <td>{list.own ? 'You' : list.owner || 'Former member'}</td>
            <td className="num">{list.lineCount}</td>
            <td>{new Date(list.updatedAt).toLocaleDateString()}</td>
            <td>
              {manages(list) ? (
                <ShareSwitch list={list} onShared={setLists} />
              ) : list.shared ? (
                'Shared with company'
              ) : (
                'Private'
              )}
            </td>
            <td>{manages(list) && <ListActions list={list} onChanged={reload} />}</td>
          </tr>
        ))}
      </ScrollTable>
    </>
  );
}

/**
 * /account/lists: the member's saved lists, its wishlist first, and those colleagues shared with the
 * company; create, rename, delete and share what the member manages.
 */
export default function SavedListsPage() {
  return (
    <AccountView title="Saved lists" load={() => fetchLists()}>
      {(lists, setLists, info) => (
        <SavedLists
          lists={lists}
          info={info}
          setLists={setLists}
          reload={() => void fetchLists().then(setLists, console.error)}
        />
      )}
    </AccountView>
  );
}
