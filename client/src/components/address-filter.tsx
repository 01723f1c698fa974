import { useId } from 'react';
import { useLocation } from 'wouter';
import {
  type FilterNavProps,
  FilterSelect,
  FilterSidebar,
  type FilterSidebarProps,
  ResponsiveFilter,
} from './filter-nav';

/**
 * A filter whose choices are addresses (`hrefOf`), so Back and a shared link keep them:
 * the sidebar's links on wide screens, on narrow ones a select that goes to the address
 * chosen. `heading` names both.
 */
export function AddressFilter({
  heading,
  hrefOf,
  loading = false,
  failure,
  skeletonRows,
  ...nav
}: FilterNavProps &
  Pick<FilterSidebarProps, 'heading' | 'hrefOf' | 'failure' | 'skeletonRows'> & {
    loading?: boolean;
  }) {
  const [, navigate] = useLocation();
  const headingId = useId();
  return (
    <ResponsiveFilter
      sidebar={
        <FilterSidebar
          {...nav}
          heading={heading}
          headingId={headingId}
          hrefOf={hrefOf}
          loading={loading}
          failure={failure}
          skeletonRows={skeletonRows}
        />
      }
      select={<FilterSelect {...nav} label={heading} onSelect={(id) => navigate(hrefOf(id))} />}
    />
  );
}
