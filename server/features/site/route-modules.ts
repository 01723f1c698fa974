/**
 * Vite's build manifest, read against the route table (shared/routes.ts): the server uses
 * it to tell a member's browser, in the page itself, every script the route will need
 * (member-preloads.ts); `npm run bench:web` uses it to weigh each route's first load.
 */

/** One entry of Vite's `.vite/manifest.json`, keyed by source path relative to client/. */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** Chunks a browser must fetch before `key` runs: itself and its static imports, transitively. */
export function staticClosure(manifest: Manifest, key: string, into = new Set<string>()) {
  if (into.has(key)) return into;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build manifest`);
  into.add(key);
  for (const dep of chunk.imports ?? []) staticClosure(manifest, dep, into);
  return into;
}

/** The manifest key of the entry (index.html). */
export function entryOf(manifest: Manifest) {
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entry) throw new Error('the build manifest has no entry');
  return entry;
}
