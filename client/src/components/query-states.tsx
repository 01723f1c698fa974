import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

/** What the ladder reads from a TanStack query (a list, an infinite list or one item). */
export interface QueryLike {
  isLoading: boolean;
  isError: boolean;
  refetch: () => unknown;
}

/** A failed fetch, said in an alert, with Try again (spec §8: "Failed to fetch …"). */
export function QueryError({
  message,
  onRetry,
  className = 'rounded-xl border bg-card px-4 py-12',
  children,
}: {
  message: string;
  onRetry: () => void;
  /** The box around it; a page's list has a card, a dialog's none. */
  className?: string;
  /** Shown above the message (a page's heading). */
  children?: ReactNode;
}) {
  return (
    <div role="alert" className={cn('grid justify-items-center gap-3 text-center', className)}>
      {children}
      <p className="font-medium text-destructive-text">{message}</p>
      <Button type="button" variant="outline" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}

/** Nothing to show yet: an icon, a title, a line of help and perhaps an action. */
export function EmptyState({
  icon,
  title,
  text,
  action,
  titleAs: Title = 'p',
  className = 'rounded-xl border border-dashed bg-card px-4 py-14',
}: {
  icon?: ReactNode;
  title: string;
  text?: ReactNode;
  action?: ReactNode;
  /** 'h2' where the title is the section's heading. */
  titleAs?: 'p' | 'h2';
  className?: string;
}) {
  return (
    <div className={cn('grid justify-items-center gap-2 text-center', className)}>
      {icon}
      <Title className="font-semibold">{title}</Title>
      {text ? <p className="max-w-sm text-sm text-muted-foreground">{text}</p> : null}
      {action ? <div className="mt-2">{action}</div> : null}
    </div>
  );
}

/**
 * A page's item that is not there (or not the viewer's): an icon, the page's heading, why,
 * and the way back to its list.
 */
export function NotFoundState({
  icon,
  title,
  text,
  backHref,
  backLabel,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  backHref: string;
  backLabel: string;
}) {
  return (
    <div className="grid justify-items-center gap-3 rounded-xl border bg-card px-4 py-16 text-center">
      {icon}
      <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
      <p className="max-w-md text-muted-foreground">{text}</p>
      <Button asChild className="mt-2">
        <Link href={backHref}>{backLabel}</Link>
      </Button>
    </div>
  );
}

/**
 * The ladder every fetched list or item climbs: not found, loading, failed (with Try again,
 * which refetches), empty, then the content. Each site passes its own texts and markup.
 */
export function QueryStates({
  query,
  notFound,
  isNotFound = false,
  loading,
  error,
  errorClassName,
  errorHeading,
  empty,
  isEmpty = false,
  children,
}: {
  query: QueryLike;
  notFound?: ReactNode;
  isNotFound?: boolean;
  loading: ReactNode;
  /** The failure's message, e.g. "Failed to fetch jobs". */
  error: string;
  errorClassName?: string;
  /** Shown above the failure's message (a page's heading). */
  errorHeading?: ReactNode;
  empty?: ReactNode;
  isEmpty?: boolean;
  /** The content, rendered only once the data is there. */
  children: () => ReactNode;
}) {
  if (isNotFound) return <>{notFound}</>;
  if (query.isLoading) return <>{loading}</>;
  if (query.isError) {
    return (
      <QueryError message={error} onRetry={() => void query.refetch()} className={errorClassName}>
        {errorHeading}
      </QueryError>
    );
  }
  if (isEmpty) return <>{empty}</>;
  return <>{children()}</>;
}
