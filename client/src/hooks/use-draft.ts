import { useCallback, useEffect, useRef, useState } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import { useAuth } from '@/hooks/use-auth';

/**
 * Drafts: what a member types into a form is kept in this browser until the form is sent,
 * so a session that ends mid-sentence (the 401 sends them to sign in and back to the same
 * page), a closed tab or an accidental close of a dialog loses nothing. Opening the same
 * form again brings the text back. Kept per member (another member signing in on the
 * same browser never sees it) and removed on sign-out.
 */

const PREFIX = 'rt-draft:';
/** A draft is text; anything larger than this is not typed by hand and is not kept. */
const MAX_DRAFT_CHARS = 100_000;
const SAVE_DELAY_MS = 400;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // storage disabled: forms work, drafts are simply not kept
  }
}

const storageKey = (memberId: string, key: string) => `${PREFIX}${memberId}:${key}`;

/** Removes every draft in this browser: on sign-out, so a shared computer keeps none. */
export function clearAllDrafts() {
  const store = storage();
  if (!store) return;
  const keys: string[] = [];
  for (let i = 0; i < store.length; i++) {
    const key = store.key(i);
    if (key?.startsWith(PREFIX)) keys.push(key);
  }
  for (const key of keys) store.removeItem(key);
}

function readDraft(key: string): Record<string, unknown> | null {
  try {
    const raw = storage()?.getItem(key);
    if (!raw) return null;
    const value: unknown = JSON.parse(raw);
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/**
 * Keeps `form`'s typed values as a draft under `key` (a form and its item: `reply:42`,
 * `discussion:new`); `null` keeps none. The draft is restored when the form mounts,
 * saved as the member types (only fields that differ from the form's defaults), and
 * dropped by `discard()`, which the form calls once the server has accepted it.
 */
export function useDraft<T extends FieldValues>(
  key: string | null,
  form: UseFormReturn<T, unknown, FieldValues>,
) {
  const { user } = useAuth();
  const fullKey = key && user ? storageKey(user.id, key) : null;
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  /** Typed but not yet saved (the save waits for a pause in typing). */
  const pending = useRef(false);
  const [restored, setRestored] = useState(false);

  useEffect(() => {
    if (!fullKey) return;
    // The form's values as it opened: a draft holds only what differs from them.
    const defaults = structuredClone(form.getValues());
    const saved = readDraft(fullKey);
    if (saved) {
      const current = defaults;
      let applied = false;
      for (const [name, value] of Object.entries(saved)) {
        // Only fields the form still has, with a value of the same kind as its default.
        if (!(name in current) || typeof value !== typeof current[name]) continue;
        form.setValue(name as Path<T>, value as PathValue<T, Path<T>>, { shouldDirty: true });
        applied = true;
      }
      setRestored(applied);
    }
    const save = () => {
      pending.current = false;
      clearTimeout(timer.current);
      const values = form.getValues();
      const changed = Object.fromEntries(
        Object.entries(values).filter(
          ([name, value]) => JSON.stringify(value) !== JSON.stringify(defaults[name]),
        ),
      );
      const store = storage();
      if (!store) return;
      const text = JSON.stringify(changed);
      try {
        if (Object.keys(changed).length === 0) store.removeItem(fullKey);
        else if (text.length <= MAX_DRAFT_CHARS) store.setItem(fullKey, text);
      } catch {
        // Storage full: the draft is not kept; typing goes on.
      }
    };
    // What was typed in the last moments is kept too: on closing the form, and when the
    // page is left (a full navigation runs no React cleanup).
    const flush = () => {
      if (pending.current) save();
    };
    const subscription = form.watch(() => {
      pending.current = true;
      clearTimeout(timer.current);
      timer.current = setTimeout(save, SAVE_DELAY_MS);
    });
    window.addEventListener('pagehide', flush);
    return () => {
      subscription.unsubscribe();
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [fullKey, form]);

  // One identity per key, so a form's callbacks built on it stay stable across renders.
  const discard = useCallback(() => {
    clearTimeout(timer.current);
    pending.current = false;
    setRestored(false);
    if (fullKey) storage()?.removeItem(fullKey);
  }, [fullKey]);
  return {
    /** The form opened with a draft this browser kept (a form may say so, and offer Discard). */
    restored,
    /** Forget the draft (the form was sent, or the member threw it away). */
    discard,
  };
}
