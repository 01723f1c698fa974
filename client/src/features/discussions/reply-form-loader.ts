import { lazyForm } from '@/components/lazy-form';

/**
 * The reply form (reply-form.tsx), downloaded apart from the discussion: it opens only when
 * a member presses Reply or Edit, and the page preloads it once it has painted.
 */
export const ReplyForm = lazyForm(() => import('./reply-form').then((m) => m.ReplyForm));
