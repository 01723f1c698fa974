import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createTailwindMerge, extendTailwindMerge, twMerge } from 'tailwind-merge';
import { expect, test } from 'vitest';
import { classGroups } from './class-groups';

const clientRoot = join(import.meta.dirname, '../..');

/** A class without its variants (`sm:`, `hover:`…): variants are the engine's part, alike in both tables. */
function withoutVariants(word: string) {
  let depth = 0;
  let start = 0;
  for (let i = 0; i < word.length; i++) {
    if (word[i] === '[') depth++;
    else if (word[i] === ']') depth--;
    else if (word[i] === ':' && depth === 0) start = i + 1;
  }
  return word.slice(start);
}

/** Every utility in the client's source that tailwind-merge's full table takes for a class. */
function classesInSource() {
  const words = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.(tsx?|html)$/.test(entry.name) && !/\.test\./.test(entry.name)) {
        for (const word of readFileSync(path, 'utf8').split(/[\s'"`]+/)) {
          if (/^[\w\-!:./[\]()&>*+=,%#]+$/.test(word)) words.add(withoutVariants(word));
        }
      }
    }
  };
  walk(clientRoot);
  // A class the full table knows drops its own earlier copy; any other word stays twice.
  return [...words].filter((w) => w && twMerge(`${w} ${w}`) === w);
}

// ~470,000 pairs, each merged by both tables: a few seconds, more on a loaded machine.
test('cn() resolves every pair of the classes the client writes as tailwind-merge does', {
  timeout: 60_000,
}, () => {
  // Without their caches: every pair is new, so an LRU would only churn.
  const light = createTailwindMerge(() => ({ ...classGroups, cacheSize: 0 }));
  const full = extendTailwindMerge({ cacheSize: 0 });
  const classes = classesInSource();
  expect(classes.length).toBeGreaterThan(400);
  const differences: string[] = [];
  for (const a of classes) {
    for (const b of classes) {
      const pair = `${a} ${b}`;
      const expected = full(pair);
      const got = light(pair);
      if (got !== expected) differences.push(`"${pair}" → "${expected}", not "${got}"`);
    }
  }
  expect(differences.slice(0, 40)).toEqual([]);
});
