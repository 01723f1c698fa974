import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Each test starts from an empty document (Testing Library cleans up itself only when
// the runner's globals are on).
afterEach(() => cleanup());

// React's act() warnings are errors in tests that forget to wait.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// findBy… waits up to 10 s, not 1: a page's first render loads its lazy modules, which on a
// loaded two-core machine (the API suite beside it) can take longer than a second.
configure({ asyncUtilTimeout: 10_000 });
