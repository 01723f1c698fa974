import { useEffect, useRef } from 'react';

/*
 * Who answers Escape while a toast is showing over a dialog.
 *
 * Radix makes every dialog, menu and toast a "dismissable layer" and gives Escape to the
 * layer registered last. A toast raised while a dialog stays open (a save the server
 * refused) registers after the dialog, so Radix hands it the member's Escape: the toast
 * vanishes and the dialog they are working in stays — and a modal dialog makes everything
 * outside it inert (the toast included), so the dialog is the only layer they can reach
 * and the one Escape is meant for (WAI-ARIA: Escape closes the dialog). Radix cannot
 * reorder its layers, so each open dialog registers here how it answers Escape, and a
 * toast that gets an Escape while a dialog is open hands it to the dialog opened last
 * (`handEscapeToDialog`, called from the toast). One Escape then does one thing: the
 * dialog closes (unless it is locked, waiting for the server); the toast stays until its
 * own close button, a swipe, its timer, or the next Escape once no dialog is open.
 */

type EscapeHandler = (event: KeyboardEvent) => void;

/** The open dialogs' Escape, in the order they opened. */
const owners: { current: EscapeHandler }[] = [];

/**
 * Gives `event` to the dialog opened last, as if it were the top layer. False when no
 * dialog is open (the toast then answers Escape itself).
 */
export function handEscapeToDialog(event: KeyboardEvent): boolean {
  const top = owners.at(-1);
  if (!top) return false;
  top.current(event);
  return true;
}

/**
 * Rendered inside an open dialog's content: registers how the dialog answers an Escape a
 * toast hands on (its `onEscapeKeyDown`, which may keep it open, then closing it).
 */
export function EscapeOwner({ onEscape }: { onEscape: EscapeHandler }) {
  const handler = useRef(onEscape);
  useEffect(() => {
    handler.current = onEscape;
  });
  useEffect(() => {
    const entry = { current: (event: KeyboardEvent) => handler.current(event) };
    owners.push(entry);
    return () => {
      owners.splice(owners.indexOf(entry), 1);
    };
  }, []);
  return null;
}
