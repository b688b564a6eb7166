import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../server/test/harness.ts';
import type { PublishOptions } from './publish.ts';
import { Publisher } from './publisher.ts';
import type { PublishReport } from './report.ts';

/** A publish that finishes when the test says so, counting how often it was started. */
function heldPublish() {
  const started: string[] = [];
  const finishers: Array<() => void> = [];
  const publish = (options: PublishOptions) =>
    new Promise<PublishReport>((resolve) => {
      started.push(options.trigger);
      finishers.push(() => resolve({ ok: true } as PublishReport));
    });
  return { started, publish, finishNext: () => finishers.shift()?.() };
}

describe('the publisher behind the rebuild hook', () => {
  it('merges any number of calls during a build into exactly one follow-up build', async () => {
    const held = heldPublish();
    const db = await openTestDatabase();
    const publisher = new Publisher({
      outDir: join(mkdtempSync(join(tmpdir(), 'publisher-')), 'dist'),
      db,
      prices: async () => [],
      publish: held.publish,
    });
    const answers = await Promise.all(Array.from({ length: 200 }, async () => publisher.request('hook')));
    expect(answers.filter((answer) => answer === 'started')).toHaveLength(1);
    expect(answers.filter((answer) => answer === 'queued')).toHaveLength(1);
    expect(answers.filter((answer) => answer === 'coalesced')).toHaveLength(198);
    expect(held.started).toHaveLength(1);

    held.finishNext();
    await expect.poll(() => held.started.length).toBe(2);
    expect(publisher.request('hook')).toBe('queued');
    held.finishNext();
    await expect.poll(() => held.started.length).toBe(3);
    held.finishNext();
    await publisher.idle();
    expect(held.started).toHaveLength(3);
    await db.destroy();
  });
});
