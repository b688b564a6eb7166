import { rebuildHookRoutes, type RebuildControl } from './hooks.ts';

function control(): RebuildControl & { triggers: string[] } {
  const triggers: string[] = [];
  return { triggers, request: (trigger) => (triggers.push(trigger), 'started'), status: () => ({ building: false }) };
}

const bearer = (secret: string) => ({ Authorization: `Bearer ${secret}` });

describe('rebuild hook', () => {
  it('starts a publish with the right secret and shows the status', async () => {
    const site = control();
    const app = rebuildHookRoutes('s3cret', site);
    const started = await app.request('/rebuild', { method: 'POST', headers: bearer('s3cret') });
    expect(started.status).toBe(202);
    expect(await started.json()).toEqual({ build: 'started' });
    expect(site.triggers).toEqual(['hook']);
    const status = await app.request('/rebuild', { headers: bearer('s3cret') });
    expect(await status.json()).toEqual({ building: false });
  });

  it('answers 401 to a wrong or missing secret and starts nothing', async () => {
    const site = control();
    const app = rebuildHookRoutes('s3cret', site);
    for (const headers of [bearer('wrong'), {}, { Authorization: 's3cret' }, bearer('x'.repeat(10_000))]) {
      const answer = await app.request('/rebuild', { method: 'POST', headers });
      expect(answer.status).toBe(401);
      expect(((await answer.json()) as { issues: Array<{ field: string }> }).issues[0]?.field).toBe('Authorization');
    }
    expect((await app.request('/rebuild', { headers: bearer('wrong') })).status).toBe(401);
    expect(site.triggers).toEqual([]);
  });

  it('is off without a secret', async () => {
    const site = control();
    const app = rebuildHookRoutes(undefined, site);
    expect((await app.request('/rebuild', { method: 'POST', headers: bearer('') })).status).toBe(404);
    expect(site.triggers).toEqual([]);
  });
});
