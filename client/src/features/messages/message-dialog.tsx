import { messageFormSchema } from '@shared/contracts/messages';
import { useLocation } from 'wouter';
import { FormTextField } from '@/components/fields/form-fields';
import { FormDialog } from '@/components/form-dialog';
import { FormMarkdownField } from '@/components/markdown-editor';
import { ToastAction } from '@/components/ui/toast';
import { useMutationForm } from '@/components/use-mutation-form';
import { toast } from '@/hooks/use-toast';
import { displayName, type PersonLike } from '@/lib/names';
import { useSendMessage } from './api';

const FIELDS = ['subject', 'content'];

interface MessageDialogProps {
  recipient: PersonLike & { id: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /**
   * Where a sent message takes the sender instead of a toast with View: the inbox's New
   * message passes it to land them in the conversation; the directory and profiles do not,
   * as their member goes on with what they were doing.
   */
  onSent?: (threadId: number) => void;
}

/** Message dialog (spec §2, §5): subject optional, content required; starts a conversation. */
export function MessageDialog({ open, onOpenChange, recipient, onSent }: MessageDialogProps) {
  // Mounted per opening, so each one starts from a clean form.
  return open ? (
    <MessageForm recipient={recipient} onClose={() => onOpenChange(false)} onSent={onSent} />
  ) : null;
}

function MessageForm({
  recipient,
  onClose,
  onSent,
}: {
  recipient: MessageDialogProps['recipient'];
  onClose: () => void;
  onSent: MessageDialogProps['onSent'];
}) {
  const send = useSendMessage();
  const [, navigate] = useLocation();
  const name = displayName(recipient);
  const { form, onSubmit, pending, dismiss } = useMutationForm({
    onDismiss: onClose,
    schema: messageFormSchema,
    defaultValues: { recipientId: recipient.id, subject: '', content: '' },
    fields: FIELDS,
    mutation: send,
    draftKey: `message:${recipient.id}`,
    onSuccess: (message) => {
      const threadId = message.threadId ?? message.id;
      if (onSent) {
        toast({ title: 'Message sent successfully' });
        onSent(threadId);
        return;
      }
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
  });

  return (
    <FormDialog
      title={`Message ${name}`}
      description="Starts a private conversation; you'll find it, and their answers, in Messages."
      onSubmit={onSubmit}
      onFormKeyDown={(event) => {
        // Ctrl+Enter (⌘+Enter) sends from the message box.
        if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
          event.preventDefault();
          void onSubmit();
        }
      }}
      onClose={dismiss}
      pending={pending}
      pendingLabel="Sending..."
      submitLabel="Send Message"
    >
      <FormTextField
        control={form.control}
        name="subject"
        label="Subject (optional)"
        maxLength={200}
        autoComplete="off"
      />
      <FormMarkdownField
        control={form.control}
        name="content"
        label="Message"
        rows={6}
        maxLength={10000}
        placeholder={`Write to ${name}...`}
      />
    </FormDialog>
  );
}
