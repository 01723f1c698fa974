import { SmilePlus } from 'lucide-react';
import { Button, type ButtonProps } from '@/components/ui/button';
import { cn } from '@/lib/utils';

/**
 * The "Add reaction" button: the same before the menu's code has loaded (reaction-bar.tsx,
 * through OpenOnIntent) and after, as the menu's Radix trigger (add-reaction-menu.tsx).
 */
export function AddReactionButton({
  className,
  ...props
}: Omit<ButtonProps, 'variant' | 'size' | 'children'>) {
  return (
    <Button
      type="button"
      variant="ghost"
      size="icon"
      className={cn('size-8 rounded-full text-muted-foreground hover:text-foreground', className)}
      aria-label="Add reaction"
      aria-haspopup="menu"
      {...props}
    >
      <SmilePlus aria-hidden="true" />
    </Button>
  );
}
