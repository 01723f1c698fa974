import { Search } from 'lucide-react';
import { useState } from 'react';
import { lazyDialog } from '@/components/lazy-dialog';
import { preloadOnIntent } from '@/lib/lazy-component';
import { useSearchShortcut } from './use-search-shortcut';

/** The dialog's code comes with its first opening, not with every page's frame. */
const SearchDialog = lazyDialog(() => import('./search-dialog').then((m) => m.SearchDialog));

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/**
 * The frame's search box: a button that looks like a field on the widest screens and is
 * an icon below 1536 px (at 1280 the field took the room the community's name needs), and
 * Ctrl/Cmd-K from any member page. Either opens the search dialog.
 */
export function SearchLauncher() {
  const [open, setOpen] = useState(false);
  const [opener, setOpener] = useState<HTMLElement | null>(null);
  const show = () => {
    if (open) return;
    setOpener(document.activeElement instanceof HTMLElement ? document.activeElement : null);
    setOpen(true);
  };
  useSearchShortcut(show);
  return (
    <>
      <button
        type="button"
        aria-keyshortcuts={isMac ? 'Meta+K' : 'Control+K'}
        onClick={show}
        {...preloadOnIntent(SearchDialog.preload)}
        className="inline-flex size-10 items-center justify-center gap-2 rounded-md text-neutral-200 hover:bg-white/10 hover:text-white focus-visible:outline-2 focus-visible:outline-gold 2xl:h-9 2xl:w-44 2xl:justify-start 2xl:border 2xl:border-white/20 2xl:px-3 2xl:text-sm"
      >
        <Search className="size-5 shrink-0 2xl:size-4" aria-hidden="true" />
        <span className="sr-only 2xl:not-sr-only">Search</span>
        <span
          aria-hidden="true"
          className="ml-auto hidden rounded border border-white/20 px-1.5 font-sans text-xs whitespace-nowrap text-neutral-300 2xl:inline"
        >
          {isMac ? '⌘K' : 'Ctrl K'}
        </span>
      </button>
      <SearchDialog open={open} onOpenChange={setOpen} returnFocusTo={opener} />
    </>
  );
}
