import { PlaceholderPage } from '@/components/page-header';

export function GalleryPage() {
  return (
    <PlaceholderPage title="Photo Gallery" description="Albums and photos from community events." />
  );
}
