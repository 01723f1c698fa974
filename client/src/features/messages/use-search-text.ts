import { useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { SEARCH_DEBOUNCE_MS } from './api';

/** Control characters: the server refuses them in a search (a paste may carry a tab). */
const CONTROL = /\p{Cc}+/gu;

/**
 * The messages search's text: `text` as typed, and `q`, what is searched for, once the
 * member pauses. `q` lives in the address (`/messages?q=…`), so Back from a hit's thread
 * returns to the same hits. An emptied field is empty at once: the inbox comes back
 * without waiting for the pause.
 */
export function useSearchText() {
  const [location, navigate] = useLocation();
  const inAddress = new URLSearchParams(useSearch()).get('q') ?? '';
  const [text, setText] = useState(inAddress);
  const settled = useDebouncedValue(text, SEARCH_DEBOUNCE_MS).replace(CONTROL, ' ').trim();
  const q = text.trim() === '' ? '' : settled;

  // biome-ignore lint/correctness/useExhaustiveDependencies: mirrors q into the address only
  useEffect(() => {
    if (q === inAddress) return;
    navigate(q ? `${location}?${new URLSearchParams({ q })}` : location, { replace: true });
  }, [q]);

  return { text, setText, q };
}
