import { PlaceholderPage } from '@/components/page-header';

export function JobsPage() {
  return (
    <PlaceholderPage title="Job Opportunities" description="Discover and post opportunities." />
  );
}
