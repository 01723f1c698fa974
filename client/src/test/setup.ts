import { cleanup, configure } from '@testing-library/react';
import { afterEach, expect, vi } from 'vitest';
import { clearToasts } from '@/hooks/use-toast';
import { queryClient } from '@/lib/api';

// A file needs a context of its own: with one worker, vitest gives a vm pool all of a
// project's files at once, in one context, where helper modules are evaluated (and their
// hooks registered) for the first file only and `vi.mock` no longer reaches modules an
// earlier file loaded. Better a clear refusal than failures that blame the wrong test.
const context = globalThis as { componentTestFile?: string };
const file = expect.getState().testPath;
if (context.componentTestFile && context.componentTestFile !== file) {
  throw new Error(
    `Component test files share one context (${context.componentTestFile} ran before ${file}): run vitest with --maxWorkers=2 or more.`,
  );
}
context.componentTestFile = file;

// Each test starts from an empty document (Testing Library cleans up itself only when the
// runner's globals are on), no toast, an empty cache and the real fetch back, in that
// order: clearing the cache under a mounted page would refetch through the real fetch,
// and the next test would find that call pending in the cache (a signed-in test saw the
// sign-in page so).
afterEach(() => {
  cleanup();
  clearToasts();
  queryClient.clear();
  vi.unstubAllGlobals();
});

// React's act() warnings are errors in tests that forget to wait.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// findBy… waits up to 10 s, not 1: a page's first render loads its lazy modules, which on a
// loaded two-core machine (the API suite beside it) can take longer than a second.
configure({ asyncUtilTimeout: 10_000 });
