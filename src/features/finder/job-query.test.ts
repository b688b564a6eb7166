import { emptyJob } from './job.ts';
import { jobFromQuery } from './job-query.ts';

describe('jobFromQuery', () => {
  it.each([
    ['4k60 hdmi 70m', { picture: '4K60 4:2:0', distance: 70, unit: 'm' }],
    ['hdmi 1x4 splitter 4k', { picture: '4K30', sources: 1, displays: 4 }],
    ['HDMI 4K60 4:4:4 10 ft', { picture: '4K60 4:4:4', distance: 10, unit: 'ft' }],
    ['8k hdmi 4x4 matrix', { picture: '8K60', sources: 4, displays: 4 }],
    ['hdmi 1080p 100 metres rs-232', { picture: '1080p60', distance: 100, unit: 'm', needs: ['rs-232'] }],
  ])('reads "%s" as a job', (query, expected) => {
    expect(jobFromQuery(query)).toEqual({ ...emptyJob, ...expected });
  });

  it('reads "X to Y" as the display’s signal', () => {
    expect(jobFromQuery('usb-c to hdmi 4k60 5m')).toMatchObject({ source: 'USB-C', display: 'HDMI', distance: 5 });
    expect(jobFromQuery('displayport kvm 8k')).toMatchObject({ source: 'DisplayPort', needs: ['usb', 'kvm'] });
  });

  it.each(['hdmi cable', 'AV-HD-EXT-4K40', '70m cat6', 'splitter 1x4', '', 'hdmi 2.0'])(
    'leaves "%s" a plain search',
    (query) => {
      expect(jobFromQuery(query)).toBeNull();
    },
  );
});
