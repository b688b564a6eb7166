import { COUNT_MESSAGE, DISTANCE_MESSAGE, finderForm, formValuesOf, jobOfForm } from './job-form.ts';
import { emptyJob } from './job.ts';

const messagesOf = (values: Record<string, string>) => {
  const parsed = finderForm.safeParse({ distance: '', sources: '1', displays: '1', ...values });
  return parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('the finder form', () => {
  it('turns what the visitor chose into a job, and a job back into the form', () => {
    const values = {
      ...formValuesOf(emptyJob),
      display: 'HDMI',
      source: 'USB-C',
      distance: ' 230 ',
      unit: 'ft',
      needs: ['poe', 'ir'],
    };
    const job = jobOfForm(values);
    expect(job).toEqual({
      ...emptyJob,
      source: 'USB-C',
      display: 'HDMI',
      distance: 230,
      unit: 'ft',
      needs: ['ir', 'poe'],
    });
    expect(jobOfForm(formValuesOf(job))).toEqual(job);
  });

  it('takes an empty distance as any distance, and one ticked need as that need', () => {
    expect(jobOfForm({ ...formValuesOf(emptyJob), needs: 'rs-232' })).toEqual({ ...emptyJob, needs: ['rs-232'] });
  });

  it('names a distance or a count it cannot use', () => {
    expect(messagesOf({ distance: '70' })).toEqual([]);
    expect(messagesOf({ distance: 'seventy', sources: '0', displays: '2.5' })).toEqual([
      `distance: ${DISTANCE_MESSAGE}`,
      `sources: ${COUNT_MESSAGE}`,
      `displays: ${COUNT_MESSAGE}`,
    ]);
  });
});
