import { MoreHorizontal } from 'lucide-react';
import { Button, type ButtonProps } from '@/components/ui/button';

/**
 * A row's "Actions for <name>" button: the same before the menu's code has loaded and
 * after (member-actions-menu.tsx, as its Radix trigger).
 */
export function MemberActionsButton({
  name,
  ...props
}: Omit<ButtonProps, 'variant' | 'children'> & { name: string }) {
  return (
    <Button
      type="button"
      variant="ghost"
      size="icon"
      className="-my-1 shrink-0"
      aria-haspopup="menu"
      aria-label={`Actions for ${name}`}
      {...props}
    >
      <MoreHorizontal aria-hidden="true" />
    </Button>
  );
}
