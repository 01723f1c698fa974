import type { PageProps, Route } from '@shared/routes';
import type { ComponentType } from 'react';

/**
 * The loaders of the route table's pages of one kind (`access`), keyed by the table's
 * `page`: each a component taking its route's parameters (`/messages/:id` → `id`). The
 * imports must be written out for Vite to split each page into a chunk of its own, so they
 * live in the client and not in the table, which the server loads too. The type refuses a
 * missing or unknown key.
 */
export type PageLoaders<Access extends Route['access']> = {
  [M in Extract<Route, { access: Access }>['page']]: () => Promise<ComponentType<PageProps[M]>>;
};
