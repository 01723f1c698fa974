import { Component, type ReactNode, Suspense } from 'react';
import { Button } from '@/components/ui/button';
import { FullScreenSpinner, Spinner } from '@/components/ui/spinner';

/**
 * Shown while a page's code downloads: inside the frame it keeps the page's height so the
 * footer does not jump up and back; full screen it is the same spinner as the sign-in
 * check before it, so the two read as one wait. Either way it is announced.
 */
function PageLoading({ fullScreen }: { fullScreen: boolean }) {
  if (fullScreen) return <FullScreenSpinner label="Loading Roundtable" />;
  return (
    <div
      role="status"
      aria-label="Loading page"
      className="flex min-h-[70vh] items-center justify-center"
    >
      <Spinner />
    </div>
  );
}

interface FailureProps {
  children: ReactNode;
  /** The location: moving to another page clears a failure. */
  resetKey: string;
}

/**
 * A page whose code cannot be downloaded (the network dropped, or a new release replaced
 * the files) says so and offers a reload, instead of leaving an empty screen.
 */
class PageLoadFailure extends Component<FailureProps, { failed: boolean; resetKey: string }> {
  state = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: FailureProps, state: { resetKey: string }) {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div
        role="alert"
        className="mx-auto flex min-h-[70vh] max-w-md flex-col justify-center gap-4 px-4 text-center"
      >
        <p className="text-lg font-semibold">This page could not be loaded.</p>
        <p className="text-sm text-muted-foreground">
          Check your connection, then reload to try again.
        </p>
        <Button type="button" className="self-center" onClick={() => window.location.reload()}>
          Reload
        </Button>
      </div>
    );
  }
}

/** Wraps the routes: a loading state while a page downloads, a way out if it fails. */
export function RouteBoundary({
  children,
  location,
  fullScreen = false,
}: {
  children: ReactNode;
  location: string;
  /** Before the page frame exists (visitor pages, the frame itself). */
  fullScreen?: boolean;
}) {
  return (
    <PageLoadFailure resetKey={location}>
      <Suspense fallback={<PageLoading fullScreen={fullScreen} />}>{children}</Suspense>
    </PageLoadFailure>
  );
}
