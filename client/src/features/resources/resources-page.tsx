import { PlaceholderPage } from '@/components/page-header';

export function ResourcesPage() {
  return (
    <PlaceholderPage
      title="Shared Resources"
      description="Documents, videos, links and templates shared by members."
    />
  );
}
