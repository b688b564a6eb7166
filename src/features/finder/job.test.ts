import { describeJob, emptyJob, finderPath, jobFromParams, jobParams } from './job.ts';

describe('the job in the address', () => {
  it('survives a round trip through the address', () => {
    const job = {
      ...emptyJob,
      source: 'USB-C' as const,
      display: 'HDMI' as const,
      picture: '4K60 4:4:4' as const,
      distance: 230,
      unit: 'ft' as const,
      sources: 2,
      displays: 4,
      needs: ['rs-232' as const, 'poe' as const],
    };
    expect(jobFromParams(jobParams(job))).toEqual(job);
    expect(finderPath(job)).toBe(
      '/finder?source=USB-C&display=HDMI&picture=4K60+4%3A4%3A4&distance=230&unit=ft&sources=2&displays=4&needs=rs-232%2Cpoe',
    );
  });

  it('falls back to the empty job’s value for anything it cannot read', () => {
    const params = new URLSearchParams(
      'source=SCART&picture=16K&distance=-5&unit=yards&sources=999&displays=x&needs=teleport,poe',
    );
    expect(jobFromParams(params)).toEqual({ ...emptyJob, needs: ['poe'] });
  });

  it('says the job in words', () => {
    expect(describeJob({ ...emptyJob, picture: '4K60 4:2:0', distance: 70, displays: 4, needs: ['ir'] })).toBe(
      'HDMI, 4K60 4:2:0, 70 m, 1 × 4, with IR',
    );
  });
});
