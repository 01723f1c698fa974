import { categoryNameSchema } from '@shared/contracts/community';
import { Archive, ArchiveRestore, ArrowDown, ArrowUp, Pencil, Tags } from 'lucide-react';
import { useId, useState } from 'react';
import { ListSkeleton } from '@/components/list-skeleton';
import { LoadMore } from '@/components/load-more';
import { EmptyState, QueryStates } from '@/components/query-states';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { toast } from '@/hooks/use-toast';
import { counted } from '@/lib/counted';
import { handleMutationError } from '@/lib/errors';
import { AddNameForm } from './add-name-form';
import {
  type AdminCategory,
  CATEGORIES_FAILED,
  useAddCategory,
  useAdminCategories,
  useArchiveCategory,
  useMoveCategory,
  useRenameCategory,
} from './categories-api';
import { NameDialog } from './name-dialog';

function AddCategoryForm() {
  return (
    <AddNameForm
      schema={categoryNameSchema}
      mutation={useAddCategory()}
      label="New category"
      submitLabel="Add category"
      addedTitle="Category added"
    />
  );
}

function RenameCategory({ category, onClose }: { category: AdminCategory; onClose: () => void }) {
  const rename = useRenameCategory(category.id);
  return (
    <NameDialog
      title="Rename category"
      description={`Discussions in ${category.name} keep their category under its new name.`}
      current={category.name}
      mutation={rename}
      onDone={() => {
        toast({ title: 'Category renamed' });
        onClose();
      }}
      onClose={onClose}
    />
  );
}

function CategoryRow({
  category: c,
  first,
  last,
  busy,
  onMove,
  onRename,
  onArchive,
}: {
  category: AdminCategory;
  first: boolean;
  last: boolean;
  busy: boolean;
  onMove: (direction: 'up' | 'down') => void;
  onRename: () => void;
  onArchive: () => void;
}) {
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-xl border bg-card p-3">
      <div className="flex min-w-0 flex-1 basis-48 items-center gap-2.5">
        <span
          className="size-3 shrink-0 rounded-full"
          style={{ backgroundColor: c.color }}
          aria-hidden="true"
        />
        <span className="min-w-0 font-medium wrap-anywhere">{c.name}</span>
        {c.archived ? <Badge className="text-muted-foreground">Archived</Badge> : null}
        <span className="text-sm text-muted-foreground">
          {counted(c.discussionCount, 'discussion', 'discussions')}
        </span>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          size="icon"
          variant="outline"
          aria-label={`Move ${c.name} up`}
          disabled={first || busy}
          onClick={() => onMove('up')}
        >
          <ArrowUp aria-hidden="true" />
        </Button>
        <Button
          type="button"
          size="icon"
          variant="outline"
          aria-label={`Move ${c.name} down`}
          disabled={last || busy}
          onClick={() => onMove('down')}
        >
          <ArrowDown aria-hidden="true" />
        </Button>
        <Button
          type="button"
          size="sm"
          variant="outline"
          aria-label={`Rename ${c.name}`}
          onClick={onRename}
        >
          <Pencil aria-hidden="true" />
          Rename
        </Button>
        <Button
          type="button"
          size="sm"
          variant="outline"
          aria-label={c.archived ? `Restore ${c.name}` : `Archive ${c.name}`}
          disabled={busy}
          onClick={onArchive}
        >
          {c.archived ? <ArchiveRestore aria-hidden="true" /> : <Archive aria-hidden="true" />}
          {c.archived ? 'Restore' : 'Archive'}
        </Button>
      </div>
    </li>
  );
}

/**
 * Discussion categories (decision 023): add, rename, reorder with up and down, archive. An
 * archived one stays listed and readable but takes no new discussions.
 */
export function CategoriesSettings() {
  const ids = useId();
  const list = useAdminCategories();
  const categories = list.data ?? [];
  const move = useMoveCategory();
  const archive = useArchiveCategory();
  const [renaming, setRenaming] = useState<AdminCategory | null>(null);
  const busy = move.isPending || archive.isPending;

  return (
    <section aria-labelledby={`${ids}-heading`} className="grid max-w-3xl gap-4">
      <h3 id={`${ids}-heading`} className="text-lg font-semibold">
        Discussion categories
      </h3>
      <p className="text-sm text-muted-foreground">
        Archived categories stay listed and readable, but members cannot start new discussions in
        them.
      </p>
      <AddCategoryForm />
      <QueryStates
        query={list}
        loading={<ListSkeleton />}
        error={CATEGORIES_FAILED}
        isEmpty={categories.length === 0}
        empty={
          <EmptyState
            icon={<Tags className="size-10 text-muted-foreground" aria-hidden="true" />}
            title="No categories yet"
            text="Add the first one above."
          />
        }
      >
        {() => (
          <>
            <ul className="grid gap-2" aria-label="Discussion categories">
              {categories.map((category, i) => (
                <CategoryRow
                  key={category.id}
                  category={category}
                  first={i === 0}
                  last={i === categories.length - 1 && !list.hasNextPage}
                  busy={busy}
                  onMove={(direction) =>
                    move.mutate(
                      { id: category.id, direction },
                      {
                        onSuccess: () =>
                          toast({
                            title: `Moved ${category.name} ${direction}`,
                          }),
                        onError: handleMutationError,
                      },
                    )
                  }
                  onRename={() => setRenaming(category)}
                  onArchive={() =>
                    archive.mutate(
                      { id: category.id, archived: !category.archived },
                      {
                        onSuccess: (saved) =>
                          toast({
                            title: saved.archived ? 'Category archived' : 'Category restored',
                            description: saved.name,
                          }),
                        onError: handleMutationError,
                      },
                    )
                  }
                />
              ))}
            </ul>
            <LoadMore pages={list} label="Load more categories" />
          </>
        )}
      </QueryStates>
      {renaming ? <RenameCategory category={renaming} onClose={() => setRenaming(null)} /> : null}
    </section>
  );
}
