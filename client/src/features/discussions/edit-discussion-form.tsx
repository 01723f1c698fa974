import { FormDialog } from '@/components/form-dialog';
import { useMutationForm } from '@/components/use-mutation-form';
import { toast } from '@/hooks/use-toast';
import { type DiscussionItem, useDiscussionCategories, useEditDiscussion } from './api';
import { DiscussionFields } from './discussion-fields';

/** The edit's checks, downloaded apart from the page (useMutationForm's `schema` loader). */
const editChecks = () => import('@shared/contracts/editing').then((m) => m.discussionEditSchema);

const FIELDS = ['title', 'content', 'categoryId'];

/** Start Discussion's fields in a dialog, filled in; mounted per opening. */
export function EditDiscussionForm({
  discussion,
  onClose,
}: {
  discussion: DiscussionItem;
  onClose: () => void;
}) {
  const edit = useEditDiscussion(discussion.id);
  const categories = useDiscussionCategories();
  // Archived categories take no discussions (decision 023), but one already there may stay.
  const offered = (categories.data ?? []).filter(
    (c) => !c.archived || c.id === discussion.categoryId,
  );
  const { form, dialog } = useMutationForm({
    schema: editChecks,
    defaultValues: {
      title: discussion.title,
      content: discussion.content,
      categoryId: discussion.categoryId,
    },
    fields: FIELDS,
    mutation: edit,
    // An edit starts from what is stored, never from an old draft.
    draftKey: null,
    onSuccess: () => {
      toast({ title: 'Discussion updated' });
      onClose();
    },
    onDismiss: onClose,
  });

  return (
    <FormDialog
      className="max-w-xl"
      title="Edit Discussion"
      description="Change the title, category or content. Members see that it was edited."
      {...dialog}
      pendingLabel="Saving..."
      submitLabel="Save"
    >
      <DiscussionFields control={form.control} categories={offered} />
    </FormDialog>
  );
}
