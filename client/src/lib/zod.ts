// The browser build's `zod` (vite.config.ts points every `import … from 'zod'` here).
// The Content-Security-Policy forbids eval, and zod probes for it (`new Function`) as soon
// as it builds an object schema, not only when one parses: a shared form schema built at
// module load, before any resolver ran, was reported as a violation once the bundler put
// it in an earlier chunk. Every importer of zod evaluates this module first, so jitless
// is set before the first schema exists, whatever the chunks.
import { config } from 'zod/v4';

config({ jitless: true });

export * from 'zod/v4';
