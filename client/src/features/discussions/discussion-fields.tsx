import type { Control, FieldValues, Path } from 'react-hook-form';
import { FormChoiceField, FormTextField } from '@/components/fields/form-fields';
import { FormMarkdownField } from '@/components/markdown-editor';
import type { DiscussionCategoryWithCount } from './api';

type DiscussionFieldName = 'title' | 'categoryId' | 'content';

/**
 * Title, category and content: the fields of Start Discussion, and of editing one (issue
 * 23), so both ask the same way with the same limits.
 */
export function DiscussionFields<T extends FieldValues, C, R>({
  control,
  categories,
}: {
  // A form without the three fields does not type-check (Control is invariant in its
  // values, so the names are checked here, as in SkillLevelFields).
  control: DiscussionFieldName extends Path<T> ? Control<T, C, R> : never;
  /** Those offered; an archived one takes no new discussions (decision 023). */
  categories: DiscussionCategoryWithCount[];
}) {
  return (
    <>
      <FormTextField
        control={control}
        name={'title' as Path<T>}
        label="Title"
        required
        autoComplete="off"
        maxLength={200}
        placeholder="What would you like to discuss?"
      />
      <FormChoiceField
        control={control}
        name={'categoryId' as Path<T>}
        numeric
        label="Category"
        required
        placeholder="Choose a category"
        choices={categories.map((c) => ({ value: String(c.id), label: c.name }))}
      />
      <FormMarkdownField
        control={control}
        name={'content' as Path<T>}
        label="Content"
        rows={7}
        required
        maxLength={20000}
        placeholder="Share the details. Line breaks are kept and links become clickable."
      />
    </>
  );
}
