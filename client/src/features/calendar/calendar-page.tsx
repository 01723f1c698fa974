import { PlaceholderPage } from '@/components/page-header';

export function CalendarPage() {
  return (
    <PlaceholderPage
      title="Event Calendar"
      description="Professional events and workshops in the community."
    />
  );
}
