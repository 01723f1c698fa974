import { messageFormSchema } from '@shared/schema/forms/messages';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation } from 'wouter';
import type { z } from 'zod';
import { SubmitButton, useServerIssues } from '@/components/form';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { TextField } from '@/components/ui/text-field';
import { Textarea } from '@/components/ui/textarea';
import { ToastAction } from '@/components/ui/toast';
import { toast } from '@/hooks/use-toast';
import { displayName, type PersonLike } from '@/lib/names';
import { zodResolver } from '@/lib/zod-resolver';
import { useSendMessage } from './api';

type FormInput = z.input<typeof messageFormSchema>;
type FormOutput = z.output<typeof messageFormSchema>;
const FIELDS = new Set<string>(['subject', 'content']);

interface MessageDialogProps {
  recipient: PersonLike & { id: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Message dialog (spec §2, §5): subject optional, content required; starts a conversation. */
export function MessageDialog({ open, onOpenChange, recipient }: MessageDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {/* Mounted per opening, so each one starts from a clean form. */}
      {open ? <MessageContent recipient={recipient} onClose={() => onOpenChange(false)} /> : null}
    </Dialog>
  );
}

function MessageContent({
  recipient,
  onClose,
}: {
  recipient: MessageDialogProps['recipient'];
  onClose: () => void;
}) {
  const ids = useId();
  const send = useSendMessage();
  const [, navigate] = useLocation();
  const name = displayName(recipient);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(messageFormSchema),
    defaultValues: { recipientId: recipient.id, subject: '', content: '' },
  });
  const showServerIssues = useServerIssues(form.setError, FIELDS);
  const { errors } = form.formState;
  const contentId = `${ids}-content`;
  const contentErrorId = errors.content ? `${contentId}-error` : undefined;

  // While the message is on its way the dialog stays put.
  const keepOpenWhilePending = (event: Event) => {
    if (send.isPending) event.preventDefault();
  };

  const onSubmit = form.handleSubmit((values) =>
    send.mutate(values, {
      onSuccess: (message) => {
        const threadId = message.threadId ?? message.id;
        toast({
          title: 'Message sent successfully',
          description: `Your conversation with ${name} is in Messages.`,
          action: (
            <ToastAction
              altText="Open the conversation in Messages"
              onClick={() => navigate(`/messages/${threadId}`)}
            >
              View
            </ToastAction>
          ),
        });
        onClose();
      },
      onError: showServerIssues,
    }),
  );

  return (
    <DialogContent
      onEscapeKeyDown={keepOpenWhilePending}
      onPointerDownOutside={keepOpenWhilePending}
    >
      <DialogHeader>
        <DialogTitle>Message {name}</DialogTitle>
        <DialogDescription>
          Starts a private conversation; you'll find it, and their answers, in Messages.
        </DialogDescription>
      </DialogHeader>
      <form
        noValidate
        onSubmit={onSubmit}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
            event.preventDefault();
            void onSubmit();
          }
        }}
        className="grid gap-4"
      >
        <TextField
          id={`${ids}-subject`}
          label="Subject (optional)"
          maxLength={200}
          autoComplete="off"
          error={errors.subject?.message}
          {...form.register('subject')}
        />
        <div className="grid gap-2">
          <Label htmlFor={contentId}>Message</Label>
          <Textarea
            id={contentId}
            rows={6}
            maxLength={10000}
            placeholder={`Write to ${name}...`}
            aria-invalid={errors.content ? true : undefined}
            aria-describedby={contentErrorId}
            {...form.register('content')}
          />
          {errors.content?.message ? (
            <p id={contentErrorId} className="text-sm font-medium text-destructive-text">
              {errors.content.message}
            </p>
          ) : null}
        </div>
        <DialogFooter className="pt-2">
          <Button type="button" variant="outline" onClick={onClose} disabled={send.isPending}>
            Cancel
          </Button>
          <SubmitButton pending={send.isPending} pendingLabel="Sending...">
            Send Message
          </SubmitButton>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}
