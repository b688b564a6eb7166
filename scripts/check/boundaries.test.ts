import { ESLint } from 'eslint';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

/** The messages `npm run check` gives a file of the project with one import added at its top. */
async function importProblems(file: string, specifier: string): Promise<string[]> {
  const text = `import '${specifier}';\n${readFileSync(join(root, file), 'utf8')}`;
  const [result] = await eslint.lintText(text, { filePath: join(root, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('the layers npm run check holds', () => {
  test('the server never imports a feature of the site', async () => {
    const problems = await importProblems('server/orders/portal.ts', '../../src/features/cart/cart.ts');
    expect(problems.join('\n')).toContain('The server never imports a feature of the site');
  });

  test('shared rules import neither side', async () => {
    for (const specifier of ['../features/cart/cart.ts', '../../server/db/index.ts']) {
      const problems = await importProblems('src/domain/order-status.ts', specifier);
      expect(problems.join('\n')).toContain('Shared rules import neither the site, the server nor the build');
    }
  });

  test('islands never import Node-only code', async () => {
    const problems = await importProblems('src/features/account/OrderTotals.tsx', '../../domain/html/sanitize.node.ts');
    expect(problems.join('\n')).toContain('Islands never import build-time or Node-only code');
  });

  test('what the layers allow passes', async () => {
    expect(await importProblems('server/orders/portal.ts', '../../src/domain/order-status.ts')).toEqual([]);
  });
});
