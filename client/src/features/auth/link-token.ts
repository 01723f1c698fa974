import { useEffect, useState } from 'react';

const tokenInHash = (name: string) =>
  new URLSearchParams(window.location.hash.replace(/^#/, '')).get(name)?.trim() ?? '';

/**
 * The token of a link we e-mailed (`/reset-password#token=…`, `/join#invitation=…`). It travels in the fragment,
 * which browsers never send to a server; once read it is taken out of the address bar, so it
 * stays in neither the history nor a bookmark nor a screenshot of the page. The page keeps
 * it while it lives; a second link opened in the same tab (only the fragment changes, so
 * the page is not loaded again) replaces it.
 */
export function useLinkToken(name = 'token'): string {
  const [token, setToken] = useState(() => tokenInHash(name));
  useEffect(() => {
    const take = () => {
      const fresh = tokenInHash(name);
      if (fresh) setToken(fresh);
      if (!window.location.hash) return;
      const { pathname, search } = window.location;
      window.history.replaceState(window.history.state, '', `${pathname}${search}`);
    };
    take();
    window.addEventListener('hashchange', take);
    return () => window.removeEventListener('hashchange', take);
  }, [name]);
  return token;
}
