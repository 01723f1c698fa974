import { lazyForm } from '@/components/lazy-form';

/**
 * The message box (reply-box.tsx), downloaded apart from the conversation: it shows once the
 * messages are there, so the page starts its download beside theirs (as decision 067 does
 * for the Markdown renderer).
 */
export const ReplyBox = lazyForm(() => import('./reply-box').then((m) => m.ReplyBox));
