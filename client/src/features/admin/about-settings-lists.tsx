import {
  type AboutPageInput,
  type AboutPageSettings,
  MAX_ABOUT_LEADERS,
  MAX_ABOUT_VALUES,
} from '@shared/contracts/about';
import type { DirectoryMember } from '@shared/contracts/members';
import { Link2Off, Plus, Trash2, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { FormTextAreaField, FormTextField } from '@/components/fields/form-fields';
import { lazyDialog } from '@/components/lazy-dialog';
import { Button } from '@/components/ui/button';
import { preloadOnIntent } from '@/lib/lazy-component';
import { displayName } from '@/lib/names';

// The picker downloads when first opened: the console's first load does not carry it.
const MemberPickerDialog = lazyDialog(() =>
  import('@/components/member-picker-dialog').then((m) => m.MemberPickerDialog),
);

type Form = UseFormReturn<AboutPageInput, unknown, AboutPageSettings>;

/**
 * One of the form's lists, added to and removed from as a whole value. Not react-hook-form's
 * useFieldArray: that would put its code in the forms chunk every page with a form loads.
 */
function useListField<N extends 'values' | 'leaders'>(form: Form, name: N) {
  const items = useWatch({ control: form.control, name }) ?? [];
  type Item = NonNullable<AboutPageInput[N]>[number];
  const set = (next: Item[]) =>
    // The generic path's value type is beyond the compiler here; `Item[]` is what it holds.
    form.setValue(name, next as never, { shouldDirty: true });
  const current = () => (form.getValues(name) ?? []) as Item[];
  return {
    items: items as Item[],
    append: (item: Item) => set([...current(), item]),
    remove: (index: number) => set(current().filter((_, i) => i !== index)),
  };
}

/** One entry of a list in the form: its fields in a bordered box, Remove at its top. */
function Entry({
  legend,
  onRemove,
  children,
}: {
  legend: string;
  onRemove: () => void;
  children: React.ReactNode;
}) {
  return (
    // The legend names the group, so it is the fieldset's first child; Remove sits beside it.
    <fieldset className="relative grid gap-3 rounded-lg border p-3 sm:p-4">
      <legend className="float-left h-8 text-sm leading-8 font-semibold">{legend}</legend>
      <Button
        type="button"
        variant="ghost"
        size="sm"
        onClick={onRemove}
        aria-label={`Remove ${legend}`}
        className="absolute top-3 right-3 sm:top-4 sm:right-4"
      >
        <Trash2 aria-hidden="true" />
        Remove
      </Button>
      {children}
    </fieldset>
  );
}

/** The core values: up to three, each a title and what it means (Markdown). */
export function ValuesFields({ form }: { form: Form }) {
  const { items: fields, append, remove } = useListField(form, 'values');
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1 font-semibold">Core values</legend>
      <p className="text-sm text-muted-foreground">
        Up to {MAX_ABOUT_VALUES}. Remove them all to leave the values off the page.
      </p>
      {fields.map((_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: each row is a place in the list.
        <Entry key={i} legend={`Value ${i + 1}`} onRemove={() => remove(i)}>
          <FormTextField
            control={form.control}
            name={`values.${i}.title`}
            label="Title"
            maxLength={60}
          />
          <FormTextAreaField
            control={form.control}
            name={`values.${i}.text`}
            label="What it means"
            rows={3}
            maxLength={600}
          />
        </Entry>
      ))}
      {fields.length < MAX_ABOUT_VALUES ? (
        <div>
          <Button type="button" variant="outline" onClick={() => append({ title: '', text: '' })}>
            <Plus aria-hidden="true" />
            Add a value
          </Button>
        </div>
      ) : null}
    </fieldset>
  );
}

/**
 * The leadership team: up to six, each a member picked from the directory (their photo and
 * profile on the page) or someone written in, with a role and a short bio.
 */
export function LeadersFields({ form }: { form: Form }) {
  const { items: leaders, append, remove } = useListField(form, 'leaders');
  const [picking, setPicking] = useState(false);
  const full = leaders.length >= MAX_ABOUT_LEADERS;
  const pick = (member: DirectoryMember) => {
    setPicking(false);
    append({
      memberId: member.id,
      name: displayName(member),
      role: member.title ?? '',
      bio: member.bio ?? '',
    });
  };

  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1 font-semibold">Leadership team</legend>
      <p className="text-sm text-muted-foreground">
        Up to {MAX_ABOUT_LEADERS}. A member picked from the directory shows with their photo and
        links to their profile. Remove everyone to leave the team off the page.
      </p>
      {leaders.map((leader, i) => {
        const linked = leader.memberId;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: each row is a place in the list.
          <Entry key={i} legend={`Leader ${i + 1}`} onRemove={() => remove(i)}>
            {linked ? (
              <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
                Linked to a member’s profile.
                <Button
                  type="button"
                  variant="link"
                  size="sm"
                  className="h-auto p-0"
                  aria-label={`Unlink leader ${i + 1}`}
                  onClick={() =>
                    form.setValue(`leaders.${i}.memberId`, null, { shouldDirty: true })
                  }
                >
                  <Link2Off aria-hidden="true" />
                  Unlink
                </Button>
              </p>
            ) : null}
            <div className="grid gap-3 sm:grid-cols-2">
              <FormTextField
                control={form.control}
                name={`leaders.${i}.name`}
                label="Name"
                maxLength={100}
              />
              <FormTextField
                control={form.control}
                name={`leaders.${i}.role`}
                label="Role"
                maxLength={100}
              />
            </div>
            <FormTextAreaField
              control={form.control}
              name={`leaders.${i}.bio`}
              label="Bio"
              rows={3}
              maxLength={1000}
            />
          </Entry>
        );
      })}
      {full ? null : (
        <div className="flex flex-wrap gap-2">
          <Button
            type="button"
            variant="outline"
            onClick={() => setPicking(true)}
            {...preloadOnIntent(MemberPickerDialog.preload)}
          >
            <UserPlus aria-hidden="true" />
            Add a member
          </Button>
          <Button
            type="button"
            variant="outline"
            onClick={() => append({ memberId: null, name: '', role: '', bio: '' })}
          >
            <Plus aria-hidden="true" />
            Add someone else
          </Button>
        </div>
      )}
      <MemberPickerDialog
        open={picking}
        onOpenChange={setPicking}
        onPick={pick}
        title="Add a leader"
        description="Choose a member of the community."
        includeSelf
        optionTestId="leader-option"
      />
    </fieldset>
  );
}
