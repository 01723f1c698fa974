import { Component, type ReactNode, Suspense } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

/**
 * Shown while a page's code downloads. It keeps the page's height so the footer does not
 * jump up and back, and announces itself to screen readers.
 */
export function PageLoading({ fullScreen = false }: { fullScreen?: boolean }) {
  return (
    <div
      role="status"
      aria-label="Loading page"
      className={
        fullScreen
          ? 'flex min-h-screen items-center justify-center bg-background'
          : 'flex min-h-[70vh] items-center justify-center'
      }
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
  fullScreen,
}: {
  children: ReactNode;
  location: string;
  fullScreen?: boolean;
}) {
  return (
    <PageLoadFailure resetKey={location}>
      <Suspense fallback={<PageLoading fullScreen={fullScreen} />}>{children}</Suspense>
    </PageLoadFailure>
  );
}
