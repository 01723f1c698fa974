import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cruise } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';
import { afterEach, describe, expect, it } from 'vitest';

// The import boundaries `npm run lint` checks (.dependency-cruiser.cjs), each shown to fail
// on a violation. The probes are written into a small copy of the tree's layout in a
// temporary folder, not into the tree itself: a lint or a test run beside this one never
// sees them, and nothing is left behind if the run is killed.

const root = fileURLToPath(new URL('..', import.meta.url));
const configFile = join(root, '.dependency-cruiser.cjs');

type Files = Record<string, string>;

/** Cruises `files` (path → source) laid out under a fresh folder; answers the rules broken. */
async function brokenRules(files: Files, dir: string): Promise<string[]> {
  // The tree's own tsconfig files, so `@/` and `@shared/` resolve as they do for the lint
  // (tsconfig.depcruise.json extends tsconfig.json).
  for (const file of ['tsconfig.json', 'tsconfig.depcruise.json']) {
    writeFileSync(join(dir, file), readFileSync(join(root, file)));
  }
  for (const [path, source] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), source);
  }
  const options = await extractDepcruiseOptions(configFile);
  const tsConfig = join(dir, 'tsconfig.depcruise.json');
  const result = await cruise(
    Object.keys(files),
    { ...options, baseDir: dir, validate: true, tsConfig: { fileName: tsConfig } },
    {},
    { tsConfig: extractTSConfig(tsConfig) },
  );
  if (typeof result.output === 'string') throw new Error('expected a cruise result');
  return result.output.summary.violations.map((v) => v.rule.name);
}

let dir = '';
const probe = (files: Files) => {
  dir = mkdtempSync(join(tmpdir(), 'boundaries-'));
  return brokenRules(files, dir);
};
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = '';
});

describe('import boundaries (npm run lint)', () => {
  it('a: client code never imports server code', async () => {
    const rules = await probe({
      'client/src/lib/probe.ts': "export { x } from '../../../server/lib/x';\n",
      'server/lib/x.ts': 'export const x = 1;\n',
    });
    expect(rules).toContain('client-not-to-server');
  });

  it('b: shared imports neither client nor server', async () => {
    const rules = await probe({
      'shared/probe.ts': "export { x } from '../server/lib/x';\nexport { y } from '@/lib/y';\n",
      'server/lib/x.ts': 'export const x = 1;\n',
      'client/src/lib/y.ts': 'export const y = 1;\n',
    });
    expect(rules.filter((r) => r === 'shared-not-to-client-or-server')).toHaveLength(2);
  });

  it('c: client lib and components never import a feature, even its entry', async () => {
    const rules = await probe({
      'client/src/lib/probe.ts': "export { x } from '@/features/x';\n",
      'client/src/components/probe.tsx': "export { x } from '@/features/x';\n",
      'client/src/features/x/index.ts': 'export const x = 1;\n',
    });
    expect(rules.filter((r) => r === 'client-lib-and-components-not-to-features')).toHaveLength(2);
  });

  it('d: a server feature imports another only through its entry, not its files', async () => {
    const rules = await probe({
      'server/features/a/service.ts':
        "export { y } from '../b/queries';\nexport { z } from '../b';\nexport { w } from './own';\n",
      'server/features/a/own.ts': 'export const w = 1;\n',
      'server/features/b/index.ts': 'export const z = 1;\n',
      'server/features/b/queries.ts': 'export const y = 1;\n',
    });
    // Only the internal file breaks the rule: the entry and the feature's own files do not.
    expect(rules).toEqual(['server-feature-through-entry']);
  });

  it("d: a server feature's test may use another's entry or test fixtures, nothing else", async () => {
    const rules = await probe({
      'server/features/a/a.test.ts':
        "import '../b/queries';\nimport '../b/test-fixtures';\nimport '../b';\n",
      'server/features/b/index.ts': 'export const z = 1;\n',
      'server/features/b/queries.ts': 'export const y = 1;\n',
      'server/features/b/test-fixtures.ts': 'export const f = 1;\n',
    });
    expect(rules).toEqual(['server-feature-test-through-entry']);
  });

  it('d: a client feature imports another only through its entry', async () => {
    const rules = await probe({
      'client/src/features/a/page.tsx':
        "export { y } from '@/features/b/dialog';\nexport { z } from '@/features/b';\n",
      'client/src/features/b/index.ts': 'export const z = 1;\n',
      'client/src/features/b/dialog.tsx': 'export const y = 1;\n',
    });
    expect(rules).toEqual(['client-feature-through-entry']);
  });

  it('e: no import cycles, type-only imports included', async () => {
    const rules = await probe({
      'server/lib/one.ts': "import type { Two } from './two';\nexport type One = Two;\n",
      'server/lib/two.ts': "import { one } from './three';\nexport type Two = typeof one;\n",
      'server/lib/three.ts': "import type { One } from './one';\nexport const one: One = 1;\n",
    });
    expect(rules).toContain('no-cycles');
  });

  it('e: a cycle closed only by a lazy import() is allowed', async () => {
    const rules = await probe({
      'client/src/app/pages.ts': "export const load = () => import('./routes');\n",
      'client/src/app/routes.ts': "import { load } from './pages';\nexport const r = load;\n",
    });
    expect(rules).toEqual([]);
  });

  it('sign-in never imports membership, on either side', async () => {
    const rules = await probe({
      'server/auth/service.ts': "export { j } from '../features/membership';\n",
      'server/features/membership/index.ts': 'export const j = 1;\n',
      'client/src/features/auth/form.tsx': "export { k } from '@/features/membership';\n",
      'client/src/features/membership/index.ts': 'export const k = 1;\n',
    });
    expect(rules.filter((r) => r === 'auth-not-to-membership')).toHaveLength(2);
  });
});

describe('the tree itself', () => {
  it('keeps every boundary', async () => {
    const options = await extractDepcruiseOptions(configFile);
    const tsConfig = join(root, 'tsconfig.json');
    const result = await cruise(
      ['client', 'server', 'shared'],
      { ...options, baseDir: root, validate: true, tsConfig: { fileName: tsConfig } },
      {},
      { tsConfig: extractTSConfig(tsConfig) },
    );
    if (typeof result.output === 'string') throw new Error('expected a cruise result');
    const broken = result.output.summary.violations.map(
      (v) => `${v.rule.name}: ${v.from} → ${v.to}`,
    );
    expect(broken).toEqual([]);
  }, 180_000);
});
