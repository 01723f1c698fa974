import { useRef } from 'react';
import { SubmitButton } from '@/components/form';
import { InlineForm } from '@/components/inline-form';
import { FormMarkdownField } from '@/components/markdown-editor';
import { Button } from '@/components/ui/button';
import { useMutationForm } from '@/components/use-mutation-form';
import { toast } from '@/hooks/use-toast';
import { type DirectMessage, useEditMessage } from './api';

/** The edit's checks, downloaded apart from the page (useMutationForm's `schema` loader). */
const editChecks = () => import('@shared/contracts/editing').then((m) => m.messageEditSchema);

/**
 * The sender's edit of their message (issue 23), in place of its bubble. Opens focused;
 * Cancel or Escape puts the message back and the focus on the Edit button that opened it.
 */
export function EditMessageForm({
  threadId,
  message,
  onDone,
}: {
  threadId: number;
  message: DirectMessage;
  onDone: () => void;
}) {
  const opener = useRef(document.activeElement as HTMLElement | null);
  const close = () => {
    onDone();
    opener.current?.focus();
  };
  const edit = useEditMessage(threadId, message.id);
  const { form, onSubmit, pending, dismiss } = useMutationForm({
    schema: editChecks,
    defaultValues: { content: message.content },
    mutation: edit,
    toVariables: ({ content }) => content,
    // An edit starts from what is stored, never from an old draft.
    draftKey: null,
    onSuccess: () => {
      toast({ title: 'Message updated' });
      close();
    },
    onDismiss: close,
  });

  return (
    <InlineForm
      onSubmit={onSubmit}
      pending={pending}
      onDismiss={dismiss}
      className="grid w-full max-w-[85%] gap-2 rounded-xl border bg-card p-3 shadow-sm sm:max-w-[75%]"
      aria-label="Edit your message"
    >
      <FormMarkdownField
        control={form.control}
        name="content"
        label="Edit your message"
        hideLabel
        rows={3}
        maxLength={10000}
      />
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="outline" onClick={dismiss} disabled={pending}>
          Cancel
        </Button>
        <SubmitButton pending={pending} pendingLabel="Saving...">
          Save
        </SubmitButton>
      </div>
    </InlineForm>
  );
}
