import { Spinner } from '@/components/ui/spinner';

/** The dialog's dimmed backdrop with a spinner, for the moment its code is on its way. */
export function DialogLoading() {
  return (
    <div
      role="status"
      aria-label="Loading"
      className="fixed inset-0 z-50 flex items-center justify-center bg-black/70"
    >
      <Spinner />
    </div>
  );
}
