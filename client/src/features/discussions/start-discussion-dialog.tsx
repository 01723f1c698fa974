import { discussionFormSchema } from '@shared/contracts/discussions';
import type { z } from 'zod';
import { FormDialog } from '@/components/form-dialog';
import { useMutationForm } from '@/components/use-mutation-form';
import { toast } from '@/hooks/use-toast';
import { type DiscussionCategoryWithCount, type DiscussionItem, useCreateDiscussion } from './api';
import { DiscussionFields } from './discussion-fields';

type FormInput = z.input<typeof discussionFormSchema>;
const FIELDS = new Set<keyof FormInput>(['title', 'content', 'categoryId']);

interface StartDiscussionDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  categories: DiscussionCategoryWithCount[];
  /** The category the list is showing, offered first. */
  defaultCategoryId: number | null;
  onCreated: (discussion: DiscussionItem) => void;
}

/** Start Discussion (spec §2, §5): title, content and category, all required. */
export function StartDiscussionDialog({ open, onOpenChange, ...rest }: StartDiscussionDialogProps) {
  // Mounted per opening, so each one starts from a clean form.
  return open ? <StartDiscussionForm {...rest} onClose={() => onOpenChange(false)} /> : null;
}

function StartDiscussionForm({
  categories,
  defaultCategoryId,
  onCreated,
  onClose,
}: Omit<StartDiscussionDialogProps, 'open' | 'onOpenChange'> & { onClose: () => void }) {
  const create = useCreateDiscussion();
  // An archived category takes no new discussions (decision 023): it is not offered.
  const open = categories.filter((c) => !c.archived);
  const preset = open.some((c) => c.id === defaultCategoryId) ? defaultCategoryId : null;
  const { form, dialog } = useMutationForm({
    schema: discussionFormSchema,
    defaultValues: { title: '', content: '', categoryId: preset ?? 0 },
    fields: FIELDS,
    mutation: create,
    draftKey: 'discussion:new',
    onSuccess: (discussion) => {
      toast({ title: 'Discussion created successfully' });
      onClose();
      onCreated(discussion);
    },
    onDismiss: onClose,
  });

  return (
    <FormDialog
      className="max-w-xl"
      title="Start Discussion"
      description="Ask a question or share what you know. Every member can read and reply."
      {...dialog}
      pendingLabel="Starting..."
      submitLabel="Start Discussion"
    >
      <DiscussionFields control={form.control} categories={open} />
    </FormDialog>
  );
}
