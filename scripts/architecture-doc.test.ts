import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// docs/architecture.md is the map of the tree (issue 34): it must name every feature folder
// on both sides, and every repository path it writes in backticks must exist. A new
// feature, or a file moved or renamed, fails here until the map says so.

const root = resolve(import.meta.dirname, '..');
const docPath = join(root, 'docs/architecture.md');
const doc = readFileSync(docPath, 'utf8');

/** The folders directly under `dir` (a feature is a folder; files there are not features). */
const foldersOf = (dir: string) =>
  readdirSync(join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

/** The text of one `## …` section of the doc, up to the next `## ` heading. */
function section(title: string): string {
  const start = doc.indexOf(`\n## ${title}\n`);
  if (start < 0) return '';
  const next = doc.indexOf('\n## ', start + 1);
  return doc.slice(start, next < 0 ? undefined : next);
}

// Paths a backticked token may start with to count as "a path in this repository".
const TOP_LEVEL = ['server/', 'client/', 'shared/', 'scripts/', 'docs/', 'e2e/', '.ci/'];
// A bare file name (`spa.ts`) is relative to the line's folder; only the root's own
// configuration files count: `package.json`, `vite.config.ts`, `.dependency-cruiser.cjs`.
const ROOT_FILES =
  /^(\.[\w-]+\.[\w.]+|[\w-]+\.config\.[cm]?[jt]s|(package|biome|tsconfig)\.json|README\.md)$/;

/** `a/{b,c}/d` → `a/b/d`, `a/c/d` (one level of braces is all the doc uses). */
function expandBraces(path: string): string[] {
  const match = /^(.*)\{([^}]+)\}(.*)$/.exec(path);
  if (!match) return [path];
  const [, before, choices, after] = match;
  return choices.split(',').flatMap((choice) => expandBraces(`${before}${choice}${after}`));
}

/** Every backticked token of the doc's prose (outside code fences) that names a repo path. */
function repoPaths(): string[] {
  const prose = doc.replace(/```[\s\S]*?```/g, '');
  const tokens = [...prose.matchAll(/`([^`\s]+)`/g)].map((m) => m[1]);
  return [
    ...new Set(
      tokens
        .filter((t) => TOP_LEVEL.some((top) => t.startsWith(top)) || ROOT_FILES.test(t))
        // Placeholders and globs (`server/features/<name>/`, `client/**`) name no one path.
        .filter((t) => !/[<>*…]/.test(t))
        .flatMap(expandBraces),
    ),
  ].sort();
}

describe('docs/architecture.md', () => {
  const features = section('Feature folders');

  it('has a "Feature folders" section', () => {
    expect(features).not.toBe('');
  });

  it.each(foldersOf('server/features'))(
    'names the server feature folder %s in its "Feature folders" section',
    (name) => {
      expect(features).toContain(`\`server/features/${name}/\``);
    },
  );

  it.each(foldersOf('client/src/features'))(
    'names the client feature folder %s in its "Feature folders" section',
    (name) => {
      expect(features).toContain(`\`client/src/features/${name}/\``);
    },
  );

  it('mentions only repository paths that exist', () => {
    const paths = repoPaths();
    expect(paths.length).toBeGreaterThan(20);
    const missing = paths.filter((path) => !existsSync(join(root, path)));
    expect(missing).toEqual([]);
  });
});
