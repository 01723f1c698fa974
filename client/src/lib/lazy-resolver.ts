import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { toast } from '@/hooks/use-toast';
import { zodResolver } from './zod-resolver';

/** Said when a form's checks could not be downloaded (the member is offline, say). */
export const CHECKS_NOT_LOADED =
  'The form could not be checked. Check your connection and try again.';

/** Tells the member their send stopped because the checks did not download. */
export function sayChecksNotLoaded() {
  toast({ title: 'Error', description: CHECKS_NOT_LOADED, variant: 'destructive' });
}

export type LazyResolver<T extends FieldValues> = Resolver<T> & {
  /** Starts the download (once); a check waits for it anyway. */
  preload: () => void;
};

/**
 * A resolver whose schema downloads apart from the page (issue 35): zod is ~25 KB gzip that
 * a form needs only to check what the member sends, not to paint. `load` (a dynamic
 * import of the schema's module) runs once, when the page is idle (`useIdlePreload`) or
 * at the first check, whichever comes first; a failed download is tried again at the next
 * check, and meanwhile the form is not sent.
 */
export function lazyZodResolver<T extends FieldValues = FieldValues>(
  load: () => Promise<unknown>,
): LazyResolver<T> {
  let ready: Promise<Resolver<T>> | null = null;
  const get = () => {
    if (!ready) {
      const loading = load().then(
        (schema) => zodResolver(schema as never) as unknown as Resolver<T>,
      );
      loading.catch(() => {
        if (ready === loading) ready = null;
      });
      ready = loading;
    }
    return ready;
  };
  const resolver: Resolver<T> = async (values, context, options) => {
    let resolve: Resolver<T>;
    try {
      resolve = await get();
    } catch {
      sayChecksNotLoaded();
      const root = { type: 'load', message: CHECKS_NOT_LOADED };
      return { values: {}, errors: { root } as FieldErrors<T> };
    }
    return resolve(values, context, options);
  };
  return Object.assign(resolver, {
    preload: () => {
      get().catch(() => {});
    },
  });
}
