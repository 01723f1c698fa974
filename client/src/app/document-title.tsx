import { brandKey } from '@shared/branding';
import { useEffect } from 'react';
import { useCurrentPageTitle } from '@/hooks/use-page-title';
import { useConfig } from '@/lib/config';

/**
 * The window's title, and the tab's icon and accent (decision 050). The title is the community's name as the admins set it now (decision 023): the
 * built page says only "Roundtable", and a rename in the console reaches open tabs when
 * their configuration refreshes. A page may put its own title first (usePageTitle).
 */
const noop = () => undefined;

export function DocumentTitle() {
  const { config, isLoaded } = useConfig();
  const page = useCurrentPageTitle();
  useEffect(() => {
    if (isLoaded)
      document.title = page ? `${page} · ${config.communityName}` : config.communityName;
  }, [config.communityName, isLoaded, page]);
  // The page the server sent carries the community's accent and icons and says which
  // (`data-brand` on the root, `brandKey`; decision 050). Only when the configuration says otherwise
  // (an admin's save, a refetch after another's, the development server's page) does the
  // code that changes them load.
  const { logoUrl, accent } = config;
  useEffect(() => {
    const brand = brandKey(logoUrl, accent);
    if (isLoaded && (document.documentElement.dataset.brand ?? 'gold ') !== brand) {
      import('./apply-branding').then((m) => m.applyBranding(logoUrl, accent, brand), noop);
    }
  }, [logoUrl, accent, isLoaded]);
  return null;
}
