import { PlaceholderPage } from '@/components/page-header';

export function MembersPage() {
  return (
    <PlaceholderPage title="Member Directory" description="Connect with fellow professionals." />
  );
}
