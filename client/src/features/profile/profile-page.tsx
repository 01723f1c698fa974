import { PlaceholderPage } from '@/components/page-header';

export function ProfilePage() {
  return (
    <PlaceholderPage title="Edit Profile" description="Your details as other members see them." />
  );
}
