/**
 * How many a list holds ("12 members"), said by screen readers as it changes. Until the
 * first answer (`text` null) a no-break space keeps the line's height, so the list below
 * does not jump when the count arrives.
 */
export function ListCount({ text, testId }: { text: string | null; testId?: string }) {
  return (
    <p className="text-sm text-muted-foreground" role="status" data-testid={testId}>
      {text ?? '\u00a0'}
    </p>
  );
}
