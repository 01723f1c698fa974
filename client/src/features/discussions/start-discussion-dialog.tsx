import { discussionFormSchema } from '@shared/schema/forms/discussions';
import type { z } from 'zod';
import { FormChoiceField, FormTextField } from '@/components/fields/form-fields';
import { FormDialog } from '@/components/form-dialog';
import { FormMentionTextareaField } from '@/components/mention-textarea';
import { useMutationForm } from '@/components/use-mutation-form';
import { toast } from '@/hooks/use-toast';
import { type DiscussionCategoryWithCount, type DiscussionItem, useCreateDiscussion } from './api';

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
  const { form, onSubmit, pending, dismiss } = useMutationForm({
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
      onSubmit={onSubmit}
      onClose={dismiss}
      pending={pending}
      pendingLabel="Starting..."
      submitLabel="Start Discussion"
    >
      <FormTextField
        control={form.control}
        name="title"
        label="Title"
        required
        autoComplete="off"
        maxLength={200}
        placeholder="What would you like to discuss?"
      />
      <FormChoiceField
        control={form.control}
        name="categoryId"
        numeric
        label="Category"
        required
        placeholder="Choose a category"
        choices={open.map((c) => ({ value: String(c.id), label: c.name }))}
      />
      <FormMentionTextareaField
        control={form.control}
        name="content"
        label="Content"
        rows={7}
        required
        maxLength={20000}
        placeholder="Share the details. Line breaks are kept and links become clickable."
      />
    </FormDialog>
  );
}
