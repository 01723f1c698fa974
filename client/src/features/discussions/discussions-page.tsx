import { PlaceholderPage } from '@/components/page-header';

export function DiscussionsPage() {
  return (
    <PlaceholderPage
      title="Discussions"
      description="Conversations with your peers, by category."
    />
  );
}
