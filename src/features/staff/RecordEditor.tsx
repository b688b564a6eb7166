import { useCallback, useEffect, useMemo, useState } from 'react';
import type { ContentRecordKind, SaveRecordRequest } from '../../api/staff-content.ts';
import { blogPostForm, newsItemForm, partnerForm } from '../../api/staff-content.ts';
import { CopyForm } from './CopyForm.tsx';
import { blankCopy, RECORD_FIELDS, type Choices } from './copy-fields.ts';
import { fetchRecord, fetchRecords, saveRecord } from './staff-content.api.ts';

type Listed = Awaited<ReturnType<typeof fetchRecords>>[number];
/** `form` names the form while it is open: a created record's key arrives with its first save. */
type Editing = { form: string; key: string | undefined; copy: Record<string, string>; draft: boolean | 'new' };

const FORMS = { blog: blogPostForm, news: newsItemForm, partner: partnerForm };

/** How each kind is named: the section, its list, one record (`Blog post 12`), the create button. */
const NAMES: Readonly<Record<ContentRecordKind, { many: string; one: string; create: string }>> = {
  blog: { many: 'Blog posts', one: 'Blog post', create: 'New blog post' },
  news: { many: 'News', one: 'News item', create: 'New news item' },
  partner: { many: 'Partners', one: 'Partner', create: 'New partner' },
};

interface RecordEditorProps {
  kind: ContentRecordKind;
  prices: ReadonlySet<string>;
  choices: Choices;
}

/** The records of a kind, newest first; pick one to edit, or create one (a draft until published). */
export function RecordEditor({ kind, prices, choices }: RecordEditorProps) {
  const [records, setRecords] = useState<Listed[]>();
  const [editing, setEditing] = useState<Editing>();
  const schema = useMemo(() => FORMS[kind](prices), [kind, prices]);
  const names = NAMES[kind];
  const reload = useCallback(() => void fetchRecords(kind).then(setRecords), [kind]);
  useEffect(reload, [reload]);
  const open = (key: string) =>
    void fetchRecord(kind, key).then((record) =>
      setEditing({ form: key, key, copy: record.copy, draft: record.draft }),
    );
  const save = async (copy: Record<string, string>) => {
    const saved = await saveRecord({ kind, key: editing?.key, copy } as SaveRecordRequest);
    // A created record goes by its new key from now on: saving again changes the same draft.
    setEditing((current) => current && { ...current, key: saved.key });
    return saved;
  };
  const back = () => {
    setEditing(undefined);
    reload();
  };
  const id = `staff-${kind}`;
  const label = editing?.key && !editing.key.startsWith('new-') ? `${names.one} ${editing.key}` : names.create;
  return (
    <section className="staff-section" aria-labelledby={id}>
      <h2 id={id}>{names.many}</h2>
      {editing ? (
        <>
          <button type="button" className="staff-link" onClick={back}>
            All {names.many.toLowerCase()}
          </button>
          <CopyForm
            key={editing.form}
            label={label}
            heading={label}
            schema={schema}
            fields={RECORD_FIELDS[kind]}
            values={editing.copy}
            draft={editing.draft}
            choices={choices}
            save={save}
          />
        </>
      ) : (
        <>
          <button
            type="button"
            className="button"
            onClick={() => setEditing({ form: 'new', key: undefined, copy: blankCopy(kind, today()), draft: 'new' })}
          >
            {names.create}
          </button>
          <ul className="staff-list staff-list--scroll" aria-label={names.many}>
            {records?.map((record) => (
              <li key={record.key}>
                <button type="button" className="staff-link" onClick={() => open(record.key)}>
                  {record.title || '(no title)'}
                </button>{' '}
                <span className="staff-date">{record.detail}</span>
                {record.draft && <span className="staff-badge">{record.key.startsWith('new-') ? 'New' : 'Draft'}</span>}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

const today = () => new Date().toISOString().slice(0, 10);
