import { replyFormSchema } from '@shared/schema/forms/discussions';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormTextAreaField } from '@/components/fields/form-fields';
import { SubmitButton, useServerIssues } from '@/components/form';
import { Button } from '@/components/ui/button';
import { toast } from '@/hooks/use-toast';
import { zodResolver } from '@/lib/zod-resolver';
import { useCreateReply } from './api';

const CONTENT_FIELD = ['content'];

type FormInput = z.input<typeof replyFormSchema>;
type FormOutput = z.output<typeof replyFormSchema>;

interface ReplyFormProps {
  discussionId: number;
  /** The reply being answered; absent for a reply to the discussion itself. */
  parentReplyId?: number;
  /** Who is being answered, for the field's label. */
  replyingTo?: string;
  onDone: () => void;
}

/** Reply (spec §5: content required). Opens focused; Cancel or Escape closes it. */
export function ReplyForm({ discussionId, parentReplyId, replyingTo, onDone }: ReplyFormProps) {
  // The Reply button that opened the form gets focus back when it closes, so a keyboard
  // user stays where they were in the thread.
  const opener = useRef(document.activeElement as HTMLElement | null);
  const close = () => {
    onDone();
    opener.current?.focus();
  };
  const create = useCreateReply(discussionId);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(replyFormSchema),
    defaultValues: { content: '' },
  });
  const showServerIssues = useServerIssues(form.setError, CONTENT_FIELD);

  useEffect(() => {
    form.setFocus('content');
  }, [form]);

  const onSubmit = form.handleSubmit(({ content }) =>
    create.mutate(
      { content, parentReplyId: parentReplyId ?? null },
      {
        onSuccess: () => {
          toast({ title: 'Reply posted successfully' });
          form.reset();
          close();
        },
        onError: showServerIssues,
      },
    ),
  );

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !create.isPending) close();
      }}
      className="grid gap-3 rounded-xl border bg-card p-4 shadow-sm"
      aria-label={replyingTo ? `Reply to ${replyingTo}` : 'Reply to the discussion'}
    >
      <FormTextAreaField
        control={form.control}
        name="content"
        label={replyingTo ? `Reply to ${replyingTo}` : 'Your reply'}
        rows={4}
        maxLength={10000}
        placeholder="Write a reply..."
      />
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="outline" onClick={close} disabled={create.isPending}>
          Cancel
        </Button>
        <SubmitButton pending={create.isPending} pendingLabel="Posting...">
          Post Reply
        </SubmitButton>
      </div>
    </form>
  );
}
