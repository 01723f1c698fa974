import { MAX_CONVERSATION_MEMBERS, messageFormSchema } from '@shared/contracts/messages';
import { useLocation } from 'wouter';
import { FormTextField } from '@/components/fields/form-fields';
import { FormDialog } from '@/components/form-dialog';
import { FormMarkdownField } from '@/components/markdown-editor';
import { ToastAction } from '@/components/ui/toast';
import { useMutationForm } from '@/components/use-mutation-form';
import { toast } from '@/hooks/use-toast';
import { displayName, type PersonLike } from '@/lib/names';
import { useSendMessage } from './api';
import { joinNames } from './conversation-names';

/** Someone to write to: enough for their name, and their id for the server. */
type Recipient = PersonLike & { id: string };

/** The longest group name the contract takes (shared/contracts/messages.ts). */
const GROUP_NAME_MAX = 80;

interface MessageDialogProps {
  /** Who to write to: one member (a member card, a profile). */
  recipient?: Recipient;
  /**
   * Or those the inbox's New message picked: one is as `recipient`; two or more start a
   * group conversation (issue 37), which may have a name.
   */
  recipients?: readonly Recipient[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /**
   * Where a sent message takes the sender instead of a toast with View: the inbox's New
   * message passes it to land them in the conversation; the directory and profiles do not,
   * as their member goes on with what they were doing.
   */
  onSent?: (threadId: number) => void;
}

/**
 * Message dialog (spec §2, §5): subject optional, content required; starts a conversation.
 * To several members at once it starts a group, with an optional Group name (issue 37).
 */
export function MessageDialog({
  open,
  onOpenChange,
  recipient,
  recipients,
  onSent,
}: MessageDialogProps) {
  const to = recipients ?? (recipient ? [recipient] : []);
  // Mounted per opening, so each one starts from a clean form.
  return open && to.length > 0 ? (
    <MessageForm to={to} onClose={() => onOpenChange(false)} onSent={onSent} />
  ) : null;
}

function MessageForm({
  to,
  onClose,
  onSent,
}: {
  to: readonly Recipient[];
  onClose: () => void;
  onSent: MessageDialogProps['onSent'];
}) {
  const send = useSendMessage();
  const [, navigate] = useLocation();
  const group = to.length > 1;
  const ids = to.map((r) => r.id);
  const name = group ? joinNames(to.map((r) => displayName(r))) : displayName(to[0]);
  const { form, onSubmit, dialog } = useMutationForm({
    onDismiss: onClose,
    schema: messageFormSchema,
    defaultValues: group
      ? { recipientIds: ids, name: '', subject: '', content: '' }
      : { recipientId: ids[0], subject: '', content: '' },
    fields: group ? ['name', 'subject', 'content'] : ['subject', 'content'],
    // One recipient sends what the dialog always sent; a group names its members instead.
    toVariables: ({ recipientId, recipientIds, name, subject, content }) =>
      group ? { recipientIds, name, subject, content } : { recipientId, subject, content },
    mutation: send,
    draftKey: `message:${[...ids].sort().join(',')}`,
    onSuccess: (message) => {
      const { threadId } = message;
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
      title={group ? 'New group conversation' : `Message ${name}`}
      description={
        group
          ? `Starts a private conversation with ${name} (at most ${MAX_CONVERSATION_MEMBERS} members); you'll find it, and their answers, in Messages.`
          : "Starts a private conversation; you'll find it, and their answers, in Messages."
      }
      {...dialog}
      onFormKeyDown={(event) => {
        // Ctrl+Enter (⌘+Enter) sends from the message box.
        if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
          event.preventDefault();
          void onSubmit();
        }
      }}
      pendingLabel="Sending..."
      submitLabel="Send Message"
    >
      {group ? (
        <FormTextField
          control={form.control}
          name="name"
          label="Group name (optional)"
          hint="Without a name, the group shows its members' names."
          maxLength={GROUP_NAME_MAX}
          autoComplete="off"
        />
      ) : null}
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
        placeholder={group ? 'Write to the group...' : `Write to ${name}...`}
      />
    </FormDialog>
  );
}
