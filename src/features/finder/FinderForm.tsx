import { useEffect } from 'react';
import { Field } from '../forms/Field.tsx';
import { useEnquiryForm } from '../forms/use-schema-form.ts';
import { emptyJob, type Job, NEED_LABELS, PICTURES, UNITS } from './job.ts';
import { finderForm, formValuesOf, jobOfForm } from './job-form.ts';
import { NEEDS, SIGNALS } from './spec-values.ts';

interface Props {
  /** The job the address states; the form shows it. */
  job: Job | null;
  onFind: (job: Job) => void;
}

/** "State the job": the source, the picture, how far, how many, and what else is needed. */
export function FinderForm({ job, onFind }: Props) {
  const form = useEnquiryForm('finder', finderForm, { defaultValues: formValuesOf(job ?? emptyJob) });
  const { register, reset } = form;
  useEffect(() => {
    if (job) reset(formValuesOf(job));
  }, [job, reset]);

  return (
    <form
      className="finder-form"
      aria-label="State the job"
      action="/finder"
      method="get"
      noValidate
      onSubmit={(event) => void form.handleSubmit((values) => onFind(jobOfForm(values)))(event)}
    >
      <div className="finder-form__grid">
        <div className="field">
          <label htmlFor="finder-source">Source signal</label>
          <select id="finder-source" {...register('source')}>
            {SIGNALS.map((signal) => (
              <option key={signal}>{signal}</option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="finder-display">Display input</label>
          <select id="finder-display" {...register('display')}>
            <option value="">Same as the source</option>
            {SIGNALS.map((signal) => (
              <option key={signal}>{signal}</option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="finder-picture">Resolution and refresh</label>
          <select id="finder-picture" {...register('picture')}>
            <option value="">Any</option>
            {PICTURES.map((picture) => (
              <option key={picture}>{picture}</option>
            ))}
          </select>
        </div>
        <div className="finder-form__distance">
          <Field form={form} name="distance" label="Distance" inputMode="decimal" />
          <div className="field">
            <label htmlFor="finder-unit">Unit</label>
            <select id="finder-unit" {...register('unit')}>
              {UNITS.map((unit) => (
                <option key={unit}>{unit}</option>
              ))}
            </select>
          </div>
        </div>
        {/* "1" already in the page, before the island takes the form over. */}
        <Field form={form} name="sources" label="Sources" inputMode="numeric" defaultValue="1" />
        <Field form={form} name="displays" label="Displays" inputMode="numeric" defaultValue="1" />
      </div>
      <fieldset className="finder-form__needs">
        <legend>Also needed</legend>
        {NEEDS.map((need) => (
          <label key={need} className="field--inline">
            <input type="checkbox" value={need} {...register('needs')} />
            {NEED_LABELS[need]}
          </label>
        ))}
      </fieldset>
      <button type="submit" className="button">
        Find a solution
      </button>
    </form>
  );
}
