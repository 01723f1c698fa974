import { useEffect } from 'react';
import { useConfig } from '@/lib/config';

/**
 * The window's title is the community's name as the admins set it now (decision 023): the
 * built page says only "Roundtable", and a rename in the console reaches open tabs when
 * their configuration refreshes.
 */
export function DocumentTitle() {
  const { config, isLoaded } = useConfig();
  useEffect(() => {
    if (isLoaded) document.title = config.communityName;
  }, [config.communityName, isLoaded]);
  return null;
}
