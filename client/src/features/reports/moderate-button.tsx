import { ChevronDown } from 'lucide-react';
import { Button, type ButtonProps } from '@/components/ui/button';

/** What the caller sets on the button: the rest is the menu's. */
export type ModerateButtonLook = Pick<
  ButtonProps,
  'size' | 'className' | 'disabled' | 'aria-label' | 'aria-describedby'
>;

/**
 * The Moderate menu's button (moderate-menu.tsx): the same before the menu's code has
 * loaded and after (moderate-menu-open.tsx, as its Radix trigger). "Moderate" is its
 * name; `aria-label` may add which item, `aria-describedby` may point at its title.
 */
export function ModerateButton({ size, ...props }: Omit<ButtonProps, 'variant' | 'children'>) {
  return (
    <Button type="button" variant="outline" size={size} aria-haspopup="menu" {...props}>
      Moderate
      <ChevronDown aria-hidden="true" />
    </Button>
  );
}
