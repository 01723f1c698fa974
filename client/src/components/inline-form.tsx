import { type ComponentProps, useEffect, useRef } from 'react';

/**
 * A form set into the page rather than in a dialog (a reply, an edit in place). Like a
 * dialog, it opens with the focus in its first field, and Escape leaves it as its Cancel
 * button does, except while it is sending.
 */
export function InlineForm({
  pending,
  onDismiss,
  ...form
}: Omit<ComponentProps<'form'>, 'onKeyDown' | 'noValidate' | 'ref'> & {
  pending: boolean;
  onDismiss: () => void;
}) {
  const ref = useRef<HTMLFormElement>(null);
  useEffect(() => {
    ref.current
      ?.querySelector<HTMLElement>('textarea, input:not([type="hidden"]), select')
      ?.focus();
  }, []);
  return (
    <form
      ref={ref}
      noValidate
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !pending) onDismiss();
      }}
      {...form}
    />
  );
}
