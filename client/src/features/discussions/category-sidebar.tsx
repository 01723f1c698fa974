import { type FilterOption, FilterSelect, FilterSidebar } from '@/components/filter-nav';
import type { DiscussionCategoryWithCount, DiscussionSort } from './api';
import { categoryBadgeStyle } from './category-color';
import { DEFAULT_SORT } from './sort';

/**
 * The address of the list filtered to one category (null: All Categories) in one order
 * (the default one left out), so a filtered, sorted list has its own address.
 */
export function categoryHref(categoryId: number | null, sort: DiscussionSort = DEFAULT_SORT) {
  const query = new URLSearchParams();
  if (categoryId !== null) query.set('category', String(categoryId));
  if (sort !== DEFAULT_SORT) query.set('sort', sort);
  const search = query.toString();
  return search ? `/discussions?${search}` : '/discussions';
}

interface CategoryFilterProps {
  categories: DiscussionCategoryWithCount[] | undefined;
  loading: boolean;
  /** The counts failed to load; the list itself may still work. */
  failed: boolean;
  selected: number | null;
  onSelect: (categoryId: number | null) => void;
  /** The order the list is in, kept when the category changes. */
  sort: DiscussionSort;
}

const optionsOf = (categories: DiscussionCategoryWithCount[] | undefined): FilterOption[] =>
  (categories ?? []).map((c) => ({
    id: c.id,
    // Archived: still listed and readable, marked so no one looks for a way to post there.
    name: c.archived ? `${c.name} (archived)` : c.name,
    count: c.discussionCount,
    marker: c.color ? (
      <span
        className="size-2.5 shrink-0 rounded-full"
        style={{ backgroundColor: categoryBadgeStyle(c.color).backgroundColor }}
        aria-hidden="true"
      />
    ) : undefined,
  }));

const totalOf = (categories: DiscussionCategoryWithCount[] | undefined) =>
  (categories ?? []).reduce((sum, c) => sum + c.discussionCount, 0);

/**
 * Category sidebar (spec §2): All Categories plus each category with its count. Links,
 * so a filtered list has its own address and Back returns to it. On narrow screens a
 * select takes its place (see CategorySelect).
 */
export function CategorySidebar({
  categories,
  loading,
  failed,
  selected,
  sort,
}: CategoryFilterProps) {
  return (
    <FilterSidebar
      heading="Categories"
      headingId="category-heading"
      hrefOf={(id) => categoryHref(id, sort)}
      loading={loading}
      skeletonRows={5}
      failure={failed ? 'Failed to fetch discussions' : null}
      options={optionsOf(categories)}
      allLabel="All Categories"
      allCount={totalOf(categories)}
      selected={selected}
    />
  );
}

/** The sidebar as a select, for screens too narrow for a second column. */
export function CategorySelect({ categories, selected, onSelect }: CategoryFilterProps) {
  return (
    <FilterSelect
      label="Category"
      options={optionsOf(categories)}
      allLabel="All Categories"
      allCount={totalOf(categories)}
      selected={selected}
      onSelect={onSelect}
    />
  );
}
