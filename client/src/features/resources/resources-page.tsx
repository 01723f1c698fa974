import { FolderOpen, Plus, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { ChoiceField } from '@/components/fields/choice-field';
import { lazyDialog } from '@/components/lazy-dialog';
import { LoadMore } from '@/components/load-more';
import { PageHeader } from '@/components/page-header';
import { EmptyState, QueryStates } from '@/components/query-states';
import { SearchField } from '@/components/search-field';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { WindowList } from '@/components/window-list';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { toast } from '@/hooks/use-toast';
import { handleMutationError } from '@/lib/errors';
import {
  type ResourceItem,
  useOpenResource,
  useResource,
  useResourceCategories,
  useResources,
} from './api';
import { CategoryPanel } from './category-panel';
import { DeleteResourceDialog } from './delete-resource-dialog';
import { ResourceCard } from './resource-card';
import { isStoredFile, saveFile, TYPE_FILTERS } from './resource-types';
import { resourceIdFromSearch, shareResource } from './share';

// Forms download when first opened, keeping zod and react-hook-form out of the first load.
const ResourceFormDialog = lazyDialog(() =>
  import('./resource-form-dialog').then((m) => m.ResourceFormDialog),
);

/** The server is asked once the member pauses typing for this long. */
export const SEARCH_DEBOUNCE_MS = 300;
/** The server refuses longer searches. */
const SEARCH_MAX = 200;

type DialogState =
  | { mode: 'closed' }
  | { mode: 'create' }
  | { mode: 'edit'; resource: ResourceItem };

/** Shared Resources (spec §2): categories, search, type filter, cards, Load more. */
export function ResourcesPage() {
  const ids = useId();
  const categories = useResourceCategories();
  const [categoryId, setCategoryId] = useState<number | null>(null);
  const [type, setType] = useState('all');
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const resources = useResources({ categoryId, type, search });
  const open = useOpenResource();
  const [openingId, setOpeningId] = useState<number | null>(null);
  const [dialog, setDialog] = useState<DialogState>({ mode: 'closed' });
  const [deleting, setDeleting] = useState<ResourceItem | null>(null);
  // Where focus goes back to when the dialog closes: the button that opened it, or the
  // heading's Add Resource when that button is gone (the empty state's, after a share).
  const opener = useRef<HTMLElement | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);

  // A shared address (`?resource=ID`) shows that resource above the list, highlighted and
  // focused; closing it removes the parameter in place, so Back and refresh behave.
  const [, navigate] = useLocation();
  const linkedId = resourceIdFromSearch(useSearch());
  const linked = useResource(linkedId);
  const spotlight = useRef<HTMLElement>(null);
  const linkedShown = linked.data && linked.data.id === linkedId ? linked.data : null;
  const closeLinked = () => navigate('/resources', { replace: true });
  // Once per arrival, not on every refetch (a refreshed answer is a new object).
  const linkedShownId = linkedShown?.id ?? null;
  useEffect(() => {
    if (linkedShownId !== null) spotlight.current?.focus();
  }, [linkedShownId]);
  // Gone after the member deleted it here: just close. Never found: say so.
  const linkFailed = linkedId !== null && linked.isError;
  const neverFound = linkFailed && linked.data === undefined;
  useEffect(() => {
    if (!linkFailed) return;
    if (neverFound)
      toast({
        title: 'Resource not found',
        description: 'This resource was removed or the link is wrong.',
        variant: 'destructive',
      });
    navigate('/resources', { replace: true });
  }, [linkFailed, neverFound, navigate]);

  const filtersActive = search !== '' || type !== 'all';
  const items = resources.data?.items ?? [];
  const categoryName = categories.data?.find((c) => c.id === categoryId)?.name;

  const startCreate = () => {
    opener.current = document.activeElement as HTMLElement | null;
    setDialog({ mode: 'create' });
  };

  const openResource = (r: ResourceItem) => {
    setOpeningId(r.id);
    open.mutate(r.id, {
      onSuccess: ({ url }) => {
        // A file uploaded here downloads in place under its own name (the server's
        // Content-Disposition); a link opens in a new tab.
        if (url && isStoredFile(url)) saveFile(url);
        else if (url) window.open(url, '_blank', 'noopener');
        else
          toast({
            title: 'Error',
            description: 'This resource has no link to open.',
            variant: 'destructive',
          });
      },
      onError: handleMutationError,
      onSettled: () => setOpeningId(null),
    });
  };

  const list = (
    <QueryStates
      query={resources}
      loading={
        <div role="status" aria-label="Loading resources" className="flex justify-center py-16">
          <Spinner className="size-10" />
        </div>
      }
      error="Failed to fetch resources"
      isEmpty={items.length === 0}
      empty={
        <EmptyState
          icon={<FolderOpen className="size-10 text-muted-foreground" aria-hidden="true" />}
          title="No resources found"
          text={
            filtersActive
              ? 'No resources match your search criteria.'
              : 'Start building the community resource library by sharing the first resource.'
          }
          titleAs="h2"
          action={
            filtersActive ? null : (
              <Button type="button" onClick={startCreate}>
                <Plus aria-hidden="true" />
                Add Resource
              </Button>
            )
          }
        />
      }
    >
      {() => (
        <>
          <WindowList
            className="grid gap-4 md:grid-cols-2"
            aria-busy={resources.isFetching || undefined}
            rowGap={16}
            estimateRowHeight={200}
            items={items}
            getKey={(r) => r.id}
            renderItem={(r) => (
              <ResourceCard
                resource={r}
                opening={openingId === r.id}
                onOpen={() => openResource(r)}
                onShare={() => void shareResource(r)}
                onEdit={() => {
                  opener.current = document.activeElement as HTMLElement | null;
                  setDialog({ mode: 'edit', resource: r });
                }}
                onDelete={() => setDeleting(r)}
              />
            )}
          />
          <LoadMore pages={resources} />
        </>
      )}
    </QueryStates>
  );

  const total = resources.data?.total;
  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6">
      <PageHeader
        title="Shared Resources"
        description="Documents, videos, links and templates shared by members."
        actions={
          <Button ref={addButton} type="button" onClick={startCreate}>
            <Plus aria-hidden="true" />
            Add Resource
          </Button>
        }
      />
      <div className="grid gap-6 lg:grid-cols-[16rem_minmax(0,1fr)]">
        <aside className="min-w-0 lg:sticky lg:top-20 lg:self-start">
          <CategoryPanel
            categories={categories.data}
            loading={categories.isLoading}
            failed={categories.isError}
            selected={categoryId}
            onSelect={setCategoryId}
          />
        </aside>
        <section
          aria-label={categoryName ? `${categoryName} resources` : 'All resources'}
          className="grid min-w-0 content-start gap-4"
        >
          {linkedShown ? (
            <section
              ref={spotlight}
              tabIndex={-1}
              aria-labelledby={`${ids}-linked`}
              className="grid gap-2 rounded-xl outline-none focus-visible:ring-2 focus-visible:ring-ring"
              data-testid="linked-resource"
            >
              <div className="flex items-center justify-between gap-2">
                <h2 id={`${ids}-linked`} className="text-sm font-semibold text-muted-foreground">
                  Shared with you
                </h2>
                <Button type="button" variant="ghost" size="sm" onClick={closeLinked}>
                  <X aria-hidden="true" />
                  Close
                </Button>
              </div>
              <ResourceCard
                resource={linkedShown}
                headingId={`${ids}-linked-title`}
                highlighted
                opening={openingId === linkedShown.id}
                onOpen={() => openResource(linkedShown)}
                onShare={() => void shareResource(linkedShown)}
                onEdit={() => {
                  opener.current = document.activeElement as HTMLElement | null;
                  setDialog({ mode: 'edit', resource: linkedShown });
                }}
                onDelete={() => setDeleting(linkedShown)}
              />
            </section>
          ) : null}
          <search className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_12rem]">
            <SearchField
              label="Search resources"
              value={text}
              onChange={setText}
              placeholder="Search resources..."
              maxLength={SEARCH_MAX}
            />
            <ChoiceField
              id={`${ids}-type`}
              label="Filter by type"
              hideLabel
              value={type}
              onValueChange={setType}
              choices={TYPE_FILTERS}
            />
          </search>
          <p className="sr-only" role="status">
            {resources.isSuccess && total !== null && total !== undefined
              ? `${total} ${total === 1 ? 'resource' : 'resources'}`
              : ''}
          </p>
          {list}
        </section>
      </div>

      <ResourceFormDialog
        open={dialog.mode !== 'closed'}
        onOpenChange={(next) => {
          if (!next) setDialog({ mode: 'closed' });
        }}
        resource={dialog.mode === 'edit' ? dialog.resource : null}
        categories={categories.data ?? []}
        defaultCategoryId={categoryId}
        onCloseAutoFocus={(e) => {
          // Radix would focus a Dialog.Trigger; this dialog has none, so say where.
          e.preventDefault();
          if (opener.current?.isConnected) opener.current.focus();
          else addButton.current?.focus();
        }}
        onSaved={(saved) => {
          // Show the new resource: keep the category if it is there, else switch to its own.
          if (categoryId !== null && categoryId !== saved.categoryId)
            setCategoryId(saved.categoryId);
        }}
      />
      <DeleteResourceDialog
        resource={deleting}
        onOpenChange={(next) => {
          if (!next) setDeleting(null);
        }}
      />
    </div>
  );
}
