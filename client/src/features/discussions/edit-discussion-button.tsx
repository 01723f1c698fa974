import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { lazyMountedDialog } from '@/components/lazy-dialog';
import { Button } from '@/components/ui/button';
import { queryClient } from '@/lib/api';
import { preloadOnIntent } from '@/lib/lazy-component';
import { type DiscussionItem, discussionQueries } from './api';

// The form (react-hook-form, the Markdown editor) downloads when the author reaches for Edit.
const EditDiscussionForm = lazyMountedDialog(() =>
  import('./edit-discussion-form').then((m) => m.EditDiscussionForm),
);
/** The form's code and the categories it offers, on their way before the press. */
function prepare() {
  EditDiscussionForm.preload();
  void queryClient.prefetchQuery(discussionQueries.categories());
}

/** The author's Edit (issue 23): Start Discussion's fields in a dialog, filled in. */
export function EditDiscussionButton({ discussion }: { discussion: DiscussionItem }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        type="button"
        variant="outline"
        onClick={() => setOpen(true)}
        {...preloadOnIntent(prepare)}
      >
        <Pencil aria-hidden="true" />
        Edit
      </Button>
      {/* Mounted per opening, so each one starts from the discussion as it now reads. */}
      {open ? <EditDiscussionForm discussion={discussion} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
