import type { CallSamples } from './sample.ts';

const report = {
  id: '20261128T101500-000Z',
  trigger: 'staff',
  by: 'staff',
  ok: true,
  startedAt: '2026-11-28T10:15:00.000Z',
  finishedAt: '2026-11-28T10:15:09.000Z',
  revision: '42',
  problems: [],
  build: '20261128T101500-000Z',
  previous: '20261127T090000-000Z',
  skus: { added: [], removed: [], changed: ['AV-HD-EXT-4K'] },
  pages: { total: 120, rendered: 3, reused: 117 },
};

export const staffSamples: CallSamples<'GetPublishing' | 'PublishNow' | 'RollbackBuild'> = {
  GetPublishing: {
    request: {},
    response: {
      revision: '43',
      waiting: [{ kind: 'product', id: 'AV-HD-EXT-4K', title: '4K HDMI Extender' }],
      otherChanges: false,
      running: null,
      builds: [
        { build: '20261128T101500-000Z', live: true, at: report.finishedAt, revision: '42', by: 'staff', pages: 120 },
      ],
      reports: [report],
    },
    invalidRequest: [],
    invalidResponse: { revision: '43', waiting: [{ kind: 'page', id: 'x', title: 'x' }] },
  },
  PublishNow: {
    request: {},
    response: { build: 'started' },
    invalidRequest: null,
    invalidResponse: { build: 'later' },
  },
  RollbackBuild: {
    request: { build: '20261127T090000-000Z' },
    response: { build: '20261127T090000-000Z' },
    invalidRequest: { build: '../etc' },
    invalidResponse: { build: 12 },
  },
};
