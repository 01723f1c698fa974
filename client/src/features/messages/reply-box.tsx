import { SendHorizontal } from 'lucide-react';
import { FormMarkdownField } from '@/components/markdown-editor';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useMutationForm } from '@/components/use-mutation-form';
import { useReply } from './api';

/** The box's checks, downloaded apart from the page (useMutationForm's `schema` loader). */
const replyChecks = () => import('./reply-checks').then((m) => m.replySchema);

/** The thread's answer box: Send, or Ctrl+Enter (⌘+Enter) from the box. */
export function ReplyBox({ threadId, to }: { threadId: number; to: string }) {
  const reply = useReply(threadId);
  const mac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.userAgent);
  const { form, onSubmit, pending } = useMutationForm({
    schema: replyChecks,
    defaultValues: { content: '' },
    mutation: reply,
    toVariables: ({ content }) => content,
    draftKey: `thread:${threadId}`,
    onSuccess: () => form.reset({ content: '' }),
  });

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="grid gap-2 rounded-xl border bg-card p-3 shadow-sm sm:p-4"
      aria-label={`Reply to ${to}`}
    >
      <FormMarkdownField
        control={form.control}
        name="content"
        label={`Reply to ${to}`}
        hideLabel
        hint={`${mac ? '⌘' : 'Ctrl'}+Enter to send`}
        rows={3}
        maxLength={10000}
        placeholder={`Reply to ${to}...`}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
            event.preventDefault();
            if (!pending) void onSubmit();
          }
        }}
      />
      <div className="flex justify-end">
        <Button type="submit" disabled={pending}>
          {pending ? (
            <Spinner className="size-4 text-ink" />
          ) : (
            <SendHorizontal aria-hidden="true" />
          )}
          {pending ? 'Sending...' : 'Send'}
        </Button>
      </div>
    </form>
  );
}
