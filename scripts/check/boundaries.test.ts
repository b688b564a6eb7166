import { ESLint } from 'eslint';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

/** The messages `npm run check` gives a file of the project with one import added at its top. */
async function importProblems(file: string, specifier: string): Promise<string[]> {
  const text = `import '${specifier}';\n${readFileSync(join(root, file), 'utf8')}`;
  const [result] = await eslint.lintText(text, { filePath: join(root, file) });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'no-restricted-imports' || m.ruleId === 'boundaries/dependencies')
    .map((m) => m.message);
}

describe('the layers npm run check holds', () => {
  test('the server never imports a feature of the site', async () => {
    const problems = await importProblems('server/orders/portal.ts', '../../src/features/cart/cart.ts');
    expect(problems.join('\n')).toContain('The server never imports a feature of the site');
  });

  test('the server never imports a component or a page', async () => {
    const component = await importProblems('server/orders/portal.ts', '../../src/components/ui/dom.ts');
    expect(component.join('\n')).toContain('The server never imports a feature of the site');
    const page = await importProblems('server/orders/portal.ts', '../../src/pages/index.astro');
    expect(page.join('\n')).toContain('The server never imports a page or a component');
  });

  test('neither the site nor the server imports the build and publish code', async () => {
    for (const file of [
      'src/features/catalog/adapters.ts',
      'src/features/cart/cart.store.ts',
      'server/orders/portal.ts',
    ]) {
      const depth = file.split('/').length - 1;
      const problems = await importProblems(file, `${'../'.repeat(depth)}scripts/lib/publish/lock.ts`);
      expect(problems.join('\n')).toContain('Only the build and publish code imports scripts/');
    }
  });

  test('a feature imports no feature above it', async () => {
    const problems = await importProblems('src/features/cart/cart.store.ts', '../catalog/adapters.ts');
    expect(problems.join('\n')).toContain('cart may not import catalog');
  });

  test('an import that would close a cycle between features fails', async () => {
    // auth imports session (the signed-in state); session importing auth back would make a cycle.
    const problems = await importProblems('src/features/session/api.ts', '../auth/login.store.ts');
    expect(problems.join('\n')).toContain('session may not import auth');
  });

  test('the catalogue imports nothing of the content, which builds on it', async () => {
    const problems = await importProblems('src/features/catalog/routes.build.ts', '../content/routes.build.ts');
    expect(problems.join('\n')).toContain('catalog may not import content');
  });

  test("a feature's pages read the build's data from src/lib, never the build's own code", async () => {
    for (const specifier of ['../../../scripts/lib/build/site-data.ts', '../../../scripts/lib/build/catalog-pull.ts']) {
      const problems = await importProblems('src/features/catalog/routes.build.ts', specifier);
      expect(problems.join('\n')).toContain('Only the build and publish code imports scripts/');
    }
    const reader = await importProblems('src/lib/site-data.build.ts', '../../scripts/lib/build/site-data.ts');
    expect(reader.join('\n')).toContain('Shared rules import neither the site, the server nor the build');
    expect(await importProblems('src/features/catalog/routes.build.ts', '../../lib/site-data.build.ts')).toEqual([]);
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
    expect(await importProblems('src/features/auth/login.store.ts', '../session/api.ts')).toEqual([]);
    expect(await importProblems('src/features/catalog/adapters.ts', '../../lib/paths.ts')).toEqual([]);
  });
});
