import { render, screen, within } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { App } from '@/app/app';
import { queryClient } from '@/lib/api';
import './browser-gaps';

// Pages are loaded lazily, as in the browser: the first render of one waits for its module,
// which is why findBy… waits the 10 s that setup.ts gives it (this file used to cut it to 5 s).

// Each test starts with an empty cache and the real fetch back.
afterEach(() => {
  queryClient.clear();
  vi.unstubAllGlobals();
});

/**
 * The whole app, as the browser runs it (router, auth, page frame, the one query client),
 * opened at `path`. Pair it with `fakeServer` for the answers.
 */
export function renderApp(path: string) {
  window.history.replaceState(null, '', path);
  return render(<App />);
}

/** The toast on screen: the item in the 'Notifications (F8)' region, as the journeys find it. */
export async function findToast() {
  const region = await screen.findByRole('region', { name: /^Notifications/ });
  return within(region).findByRole('listitem');
}
