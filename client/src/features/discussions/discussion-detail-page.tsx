import { PlaceholderPage } from '@/components/page-header';

export function DiscussionDetailPage({ id }: { id: string }) {
  return <PlaceholderPage title="Discussion" description={`Discussion #${id}`} />;
}
