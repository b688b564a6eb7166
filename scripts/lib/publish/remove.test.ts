import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { removeOnThread } from './remove.ts';

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'remove-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('removeOnThread', () => {
  it('removes folders and files whole while the server goes on reading the pages it serves', async () => {
    const build = join(root, 'build');
    for (let folder = 0; folder < 20; folder += 1) {
      mkdirSync(join(build, `f${folder}`), { recursive: true });
      for (let page = 0; page < 200; page += 1)
        writeFileSync(join(build, `f${folder}`, `${page}.html`), `<h1>${page}</h1>`);
    }
    writeFileSync(`${build}.manifest.json`, '{}');
    const served = join(root, 'served.html');
    writeFileSync(served, '<h1>Live</h1>');

    const order: string[] = [];
    const removed = removeOnThread([build, `${build}.manifest.json`, join(root, 'never-made')]).then(() =>
      order.push('removed'),
    );
    const read = readFile(served, 'utf8').then((html) => order.push(html));
    await Promise.all([removed, read]);
    expect(order).toEqual(['<h1>Live</h1>', 'removed']);
    expect(existsSync(build) || existsSync(`${build}.manifest.json`)).toBe(false);
  });
});
