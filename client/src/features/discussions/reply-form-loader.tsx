import { Suspense } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { lazyComponent } from '@/lib/lazy-component';
import type { ReplyFormProps } from './reply-form';

// A reply form opens only when a member presses Reply or Edit, so its code (react-hook-form,
// the Markdown editor and its toolbar) is not part of the discussion's first load.
const replyForm = lazyComponent(() => import('./reply-form').then((m) => m.ReplyForm));

/** Starts the download; the discussion page calls it once it has painted, so Reply opens at once. */
export function preloadReplyForm() {
  replyForm.preload().catch(() => {});
}

/** The reply form (reply-form.tsx), downloaded apart from the page. */
export function ReplyForm(props: ReplyFormProps) {
  return (
    <Suspense
      fallback={
        <div role="status" aria-label="Loading">
          <Skeleton className="h-44 w-full" />
        </div>
      }
    >
      <replyForm.Component {...props} />
    </Suspense>
  );
}
