/**
 * A select's closed look, shared by the Radix trigger (select.tsx) and the button that
 * stands in for it until its code has loaded (choice-select.tsx).
 */
export const SELECT_TRIGGER =
  'flex h-10 w-full items-center justify-between gap-2 rounded-md border border-input bg-card px-3 py-2 text-left text-base text-foreground focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive data-[placeholder]:text-muted-foreground sm:text-sm [&>span]:truncate';
