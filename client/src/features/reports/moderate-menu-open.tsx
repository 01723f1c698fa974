import { EyeOff, Trash2 } from 'lucide-react';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useFirstItemFocus } from '@/hooks/use-first-item-focus';
import { useMenuDialogFocus } from '@/hooks/use-menu-dialog-focus';
import type { OpenedWith } from '@/hooks/use-open-on-intent';
import { useHide } from './api';
import { ModerateButton, type ModerateButtonLook } from './moderate-button';
import type { ModerateMenuProps } from './moderate-menu';

/**
 * The Moderate menu itself (moderate-menu.tsx), loaded the first time staff reach for it
 * and mounted open then, in the button's place; it stays for the rest of the visit.
 */
export function ModerateMenuOpen({
  actions = [],
  hide: item,
  onDelete,
  button,
  openedWith,
}: Pick<ModerateMenuProps, 'actions' | 'hide' | 'onDelete'> & {
  button: ModerateButtonLook;
  openedWith: OpenedWith;
}) {
  const hide = useHide();
  // Delete… opens a dialog: the dialog, not the menu, says where the focus goes.
  const { trigger, choose, onCloseAutoFocus } = useMenuDialogFocus();
  const onMenuFocus = useFirstItemFocus(openedWith);
  const askToDelete = () => choose(() => onDelete?.());

  return (
    <DropdownMenu modal={false} defaultOpen>
      <DropdownMenuTrigger asChild>
        <ModerateButton ref={trigger} {...button} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" onFocus={onMenuFocus} onCloseAutoFocus={onCloseAutoFocus}>
        {actions.map(({ label, icon: Icon, onSelect }) => (
          <DropdownMenuItem key={label} onSelect={onSelect}>
            <Icon aria-hidden="true" />
            {label}
          </DropdownMenuItem>
        ))}
        {item ? (
          <DropdownMenuItem
            disabled={hide.isPending}
            onSelect={() => hide.mutate({ itemType: item.itemType, itemId: String(item.itemId) })}
          >
            <EyeOff aria-hidden="true" />
            Hide from members
          </DropdownMenuItem>
        ) : null}
        {onDelete ? (
          <DropdownMenuItem className="text-destructive-text" onSelect={askToDelete}>
            <Trash2 aria-hidden="true" />
            Delete…
          </DropdownMenuItem>
        ) : null}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
