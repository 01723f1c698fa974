import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// The browser must never load Drizzle: a table definition is a module-level call the
// bundler cannot drop, and it drags drizzle-orm (and, through drizzle-zod, all of zod)
// into the first load. So the client takes values from shared/ only through files that
// import no Drizzle: shared/contracts (choices.ts, fields.ts, the request schemas; decision
// 030). It never imports shared/schema at all (a Biome rule refuses it).

const clientSrc = resolve(import.meta.dirname);
const sharedRoot = resolve(clientSrc, '../../shared');

/** Every `import … from '…'` that survives compilation (not `import type`). */
function valueImports(source: string): string[] {
  return valueImportNames(source).map(({ specifier }) => specifier);
}

/** The same, with the names each one takes as values (`type X` names are erased). */
function valueImportNames(source: string): { specifier: string; names: string[] }[] {
  const found: { specifier: string; names: string[] }[] = [];
  for (const match of source.matchAll(/^(?:import|export)\s+([^'";]*?)\s*from\s+'([^']+)'/gm)) {
    const [, clause, specifier] = match;
    if (/^type\s/.test(clause)) continue;
    const names = (clause.match(/\{([^}]*)\}/)?.[1] ?? '*')
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part && !part.startsWith('type '))
      .map((part) => part.split(/\s+as\s+/)[0]);
    found.push({ specifier, names });
  }
  // A module loaded on demand takes what its `.then((m) => m.name)` reads, else everything.
  for (const match of source.matchAll(
    /import\(\s*'([^']+)'\s*\)(?:\s*\.then\(\s*\(?(\w+)\)?\s*=>\s*\2\.(\w+)\s*\))?/g,
  ))
    found.push({ specifier: match[1], names: [match[3] ?? '*'] });
  return found;
}

/**
 * The answer schemas a contract file declares: everything below its `// Responses` heading,
 * or the whole file when it has no `// Requests` heading (an answers-only contract).
 */
function answerNames(file: string): Set<string> | 'all' {
  const source = readFileSync(file, 'utf8');
  const requests = source.search(/^\/\/ Requests\b/m);
  if (requests < 0) return 'all';
  const responses = source.search(/^\/\/ Responses\b/m);
  if (responses < 0) return new Set();
  const declared = source
    .slice(responses)
    .matchAll(/^export\s+(?:const|function|class|type|interface)\s+([\w$]+)/gm);
  return new Set([...declared].map((m) => m[1]));
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
    valueImportNames(readFileSync(file, 'utf8'))
      .filter(({ specifier }) => specifier.startsWith('@shared/'))
      .map(({ specifier, names }) => ({
        from: relative(clientSrc, file),
        target: `${join(sharedRoot, specifier.slice('@shared/'.length))}.ts`,
        names,
      })),
  );

  it('finds the shared modules the client uses', () => {
    expect(uses.length).toBeGreaterThan(10);
  });

  it('take only types from the answer schemas', () => {
    // An answer schema is built as its module loads: a value import would ship it (and zod)
    // to the page. Values come from the zod-free files (choices.ts, uploads-types.ts) and
    // the request schemas a form validates with; what an endpoint answers, only as types.
    const offenders = uses
      .filter(({ target }) => relative(sharedRoot, target).startsWith('contracts/'))
      .filter(({ target, names }) => {
        if (![...packagesReached(target)].includes('zod')) return false;
        const answers = answerNames(target);
        return answers === 'all' || names.some((name) => name === '*' || answers.has(name));
      })
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
