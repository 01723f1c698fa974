import type { ReactNode } from 'react';

/** A screen's heading row: the h1, an optional line under it and optional actions. */
export function PageHeader({
  title,
  description,
  actions,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
        {description ? <p className="mt-1 text-muted-foreground">{description}</p> : null}
      </div>
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </div>
  );
}

/** A screen not built yet: its heading and a short note. Later issues replace these. */
export function PlaceholderPage({ title, description }: { title: string; description: string }) {
  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6">
      <PageHeader title={title} description={description} />
      <div className="rounded-xl border border-dashed bg-card p-10 text-center text-muted-foreground">
        Coming soon.
      </div>
    </div>
  );
}
