import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Each test starts from an empty document (Testing Library cleans up itself only when
// the runner's globals are on).
afterEach(() => cleanup());

// React's act() warnings are errors in tests that forget to wait.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
