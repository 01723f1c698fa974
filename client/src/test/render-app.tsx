import { render, screen, within } from '@testing-library/react';
import { beforeAll } from 'vitest';
import { App } from '@/app/app';
import { preloadPage } from '@/app/member-pages';
import { MemberRoutes } from '@/app/pages';
import './browser-gaps';

// Pages are loaded lazily, as in the browser: the first render of one waits for its module,
// which is why findBy… waits the 10 s that setup.ts gives it (this file used to cut it to 5 s).

// The signed-in frame, which every member page renders in, is loaded before a file's first
// test, in the hook's 60 s: compiled cold on a loaded machine it could take most of a
// findBy's 10 s by itself. A file whose page is heavy loads that too (`loadPage`).
beforeAll(() => MemberRoutes.preload());

/**
 * The whole app, as the browser runs it (router, auth, page frame, the one query client),
 * opened at `path`. Pair it with `fakeServer` for the answers.
 */
export function renderApp(path: string) {
  window.history.replaceState(null, '', path);
  return render(<App />);
}

/**
 * Loads the signed-in frame and the page at `path` ahead of the file's first render, in a
 * `beforeAll` (its 60 s, not a findBy's 10 s): on a loaded machine compiling a page's
 * modules cold can take longer than rendering it ever should. Later renders find them loaded.
 */
export async function loadPage(path: string) {
  await Promise.all([MemberRoutes.preload(), preloadPage(path)]);
}

/** The toast on screen: the item in the 'Notifications (F8)' region, as the journeys find it. */
export async function findToast() {
  const region = await screen.findByRole('region', { name: /^Notifications/ });
  return within(region).findByRole('listitem');
}
