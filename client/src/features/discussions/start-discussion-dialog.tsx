import { discussionFormSchema } from '@shared/schema/forms/discussions';
import { useId, useRef } from 'react';
import { Controller, useForm } from 'react-hook-form';
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
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import { TextField } from '@/components/ui/text-field';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/hooks/use-toast';
import { zodResolver } from '@/lib/zod-resolver';
import { type DiscussionCategoryWithCount, type DiscussionItem, useCreateDiscussion } from './api';

type FormInput = z.input<typeof discussionFormSchema>;
type FormOutput = z.output<typeof discussionFormSchema>;
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
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {/* Mounted per opening, so each one starts from a clean form. */}
      {open ? <StartDiscussionContent {...rest} onClose={() => onOpenChange(false)} /> : null}
    </Dialog>
  );
}

function StartDiscussionContent({
  categories,
  defaultCategoryId,
  onCreated,
  onClose,
}: Omit<StartDiscussionDialogProps, 'open' | 'onOpenChange'> & { onClose: () => void }) {
  const ids = useId();
  // The button that opened the dialog. Radix gives focus back only to a DialogTrigger,
  // and two buttons open this one (the header's and the empty state's).
  const opener = useRef(document.activeElement as HTMLElement | null);
  const create = useCreateDiscussion();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(discussionFormSchema),
    defaultValues: { title: '', content: '', categoryId: defaultCategoryId ?? 0 },
  });
  const showServerIssues = useServerIssues(form.setError, FIELDS);
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    create.mutate(values, {
      onSuccess: (discussion) => {
        toast({ title: 'Discussion created successfully' });
        onClose();
        onCreated(discussion);
      },
      onError: showServerIssues,
    }),
  );

  // While it is being saved the dialog stays put.
  const keepOpenWhilePending = (event: Event) => {
    if (create.isPending) event.preventDefault();
  };
  const field = (name: string) => `${ids}-${name}`;
  const errorId = (name: keyof FormInput) => (errors[name] ? `${field(name)}-error` : undefined);

  return (
    <DialogContent
      className="max-w-xl"
      onEscapeKeyDown={keepOpenWhilePending}
      onPointerDownOutside={keepOpenWhilePending}
      onCloseAutoFocus={(event) => {
        event.preventDefault();
        opener.current?.focus();
      }}
    >
      <DialogHeader>
        <DialogTitle>Start Discussion</DialogTitle>
        <DialogDescription>
          Ask a question or share what you know. Every member can read and reply.
        </DialogDescription>
      </DialogHeader>
      <form noValidate onSubmit={onSubmit} className="grid gap-4">
        <TextField
          id={field('title')}
          label="Title"
          required
          autoComplete="off"
          maxLength={200}
          placeholder="What would you like to discuss?"
          error={errors.title?.message}
          {...form.register('title')}
        />

        <div className="grid gap-2">
          <Label htmlFor={field('categoryId')}>Category</Label>
          <Controller
            control={form.control}
            name="categoryId"
            render={({ field: f }) => (
              <Select
                value={f.value ? String(f.value) : ''}
                onValueChange={(value) => f.onChange(Number(value))}
                name={f.name}
              >
                <SelectTrigger
                  id={field('categoryId')}
                  ref={f.ref}
                  onBlur={f.onBlur}
                  aria-required="true"
                  aria-invalid={errors.categoryId ? true : undefined}
                  aria-describedby={errorId('categoryId')}
                >
                  <SelectValue placeholder="Choose a category" />
                </SelectTrigger>
                <SelectContent>
                  {categories.map((c) => (
                    <SelectItem key={c.id} value={String(c.id)}>
                      {c.name}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          />
          {errors.categoryId?.message ? (
            <p id={errorId('categoryId')} className="text-sm font-medium text-destructive-text">
              {errors.categoryId.message}
            </p>
          ) : null}
        </div>

        <div className="grid gap-2">
          <Label htmlFor={field('content')}>Content</Label>
          <Textarea
            id={field('content')}
            rows={7}
            required
            maxLength={20000}
            placeholder="Share the details. Line breaks are kept and links become clickable."
            aria-invalid={errors.content ? true : undefined}
            aria-describedby={errorId('content')}
            {...form.register('content')}
          />
          {errors.content?.message ? (
            <p id={errorId('content')} className="text-sm font-medium text-destructive-text">
              {errors.content.message}
            </p>
          ) : null}
        </div>

        <DialogFooter className="pt-2">
          <Button type="button" variant="outline" onClick={onClose} disabled={create.isPending}>
            Cancel
          </Button>
          <SubmitButton pending={create.isPending} pendingLabel="Starting...">
            Start Discussion
          </SubmitButton>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}
