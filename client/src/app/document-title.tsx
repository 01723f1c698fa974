import { useEffect } from 'react';
import { useCurrentPageTitle } from '@/hooks/use-page-title';
import { useConfig } from '@/lib/config';

/**
 * The window's title is the community's name as the admins set it now (decision 023): the
 * built page says only "Roundtable", and a rename in the console reaches open tabs when
 * their configuration refreshes. A page may put its own title first (usePageTitle).
 */
export function DocumentTitle() {
  const { config, isLoaded } = useConfig();
  const page = useCurrentPageTitle();
  useEffect(() => {
    if (isLoaded)
      document.title = page ? `${page} · ${config.communityName}` : config.communityName;
  }, [config.communityName, isLoaded, page]);
  return null;
}
