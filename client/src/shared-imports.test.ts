import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// The browser must never load Drizzle: a table definition is a module-level call the
// bundler cannot drop, and it drags drizzle-orm (and, through drizzle-zod, all of zod)
// into the first load. So the client takes values from shared/ only through files that
// import no Drizzle (shared/schema/choices.ts, forms/*, fields.ts); type-only imports
// are erased and may name the table files.

const clientSrc = resolve(import.meta.dirname);
const sharedRoot = resolve(clientSrc, '../../shared');

/** Every `import … from '…'` that survives compilation (not `import type`). */
function valueImports(source: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(/^(?:import|export)\s+([^'";]*?)\s*from\s+'([^']+)'/gm)) {
    const [, clause, specifier] = match;
    if (/^type\s/.test(clause)) continue;
    found.push(specifier);
  }
  for (const match of source.matchAll(/import\(\s*'([^']+)'\s*\)/g)) found.push(match[1]);
  return found;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** The packages a shared file reaches through its own value imports, transitively. */
function packagesReached(file: string, seen = new Set<string>()): Set<string> {
  const packages = new Set<string>();
  if (seen.has(file)) return packages;
  seen.add(file);
  for (const specifier of valueImports(readFileSync(file, 'utf8'))) {
    if (specifier.startsWith('.')) {
      const next = `${resolve(dirname(file), specifier)}.ts`;
      for (const p of packagesReached(next, seen)) packages.add(p);
    } else {
      packages.add(specifier);
    }
  }
  return packages;
}

describe('client imports from shared/', () => {
  const uses = sourceFiles(clientSrc).flatMap((file) =>
    valueImports(readFileSync(file, 'utf8'))
      .filter((specifier) => specifier.startsWith('@shared/'))
      .map((specifier) => ({
        from: relative(clientSrc, file),
        target: `${join(sharedRoot, specifier.slice('@shared/'.length))}.ts`,
      })),
  );

  it('finds the shared modules the client uses', () => {
    expect(uses.length).toBeGreaterThan(10);
  });

  it('take only types from the contracts', () => {
    // A contract module builds zod schemas as it loads: a value import would ship zod to
    // the page, and zod's object schemas probe for eval, which the CSP refuses. Shared
    // constants live in shared/schema/choices.ts.
    const offenders = uses
      .filter(({ target }) => relative(sharedRoot, target).startsWith('contracts/'))
      .map(({ from, target }) => `${from} → ${relative(sharedRoot, target)}`);
    expect(offenders).toEqual([]);
  });

  it('never reach Drizzle', () => {
    const offenders = uses
      .filter(({ target }) => [...packagesReached(target)].some((p) => p.startsWith('drizzle')))
      .map(({ from, target }) => `${from} → ${relative(sharedRoot, target)}`);
    expect(offenders).toEqual([]);
  });
});
