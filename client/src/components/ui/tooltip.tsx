import { Slot } from 'radix-ui';
import {
  type ComponentProps,
  createContext,
  type ReactNode,
  type RefObject,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { createPortal } from 'react-dom';
import { cn } from '@/lib/utils';

// A short label beside a control, on hover and on keyboard focus. Radix's tooltip placed it
// with floating-ui (13 KB gzip with its own part, on every discussion and conversation for
// the reaction pills); a label above its trigger, or below when there is no room, kept inside
// the window, needs a few lines of arithmetic instead (issue 35).

/** Once a tooltip has closed, the next one within this time opens at once (as in a toolbar). */
const SKIP_DELAY_MS = 300;
/** Kept clear of the window's edges, in pixels. */
const EDGE = 4;

interface Provider {
  delay: number;
  lastClosed: { current: number };
}
const ProviderContext = createContext<Provider>({ delay: 700, lastClosed: { current: 0 } });

/** Tooltips that share a delay before opening on hover. */
export function TooltipProvider({
  delayDuration = 700,
  children,
}: {
  delayDuration?: number;
  children: ReactNode;
}) {
  const lastClosed = useRef(0);
  return (
    <ProviderContext.Provider value={{ delay: delayDuration, lastClosed }}>
      {children}
    </ProviderContext.Provider>
  );
}

interface TooltipState {
  open: boolean;
  setOpen: (open: boolean) => void;
  trigger: RefObject<HTMLElement | null>;
  contentId: string;
  delay: number;
  lastClosed: { current: number };
}
const TooltipContext = createContext<TooltipState | null>(null);

function useTooltip() {
  const state = useContext(TooltipContext);
  if (!state) throw new Error('Tooltip parts belong inside a Tooltip');
  return state;
}

/** One tooltip: open by itself, or as `open`/`onOpenChange` say. */
export function Tooltip({
  open: controlled,
  onOpenChange,
  children,
}: {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  children: ReactNode;
}) {
  const provider = useContext(ProviderContext);
  const [own, setOwn] = useState(false);
  const open = controlled ?? own;
  const trigger = useRef<HTMLElement>(null);
  const contentId = useId();
  // What is open now, not at the render a handler came from: the hover timer can open it
  // between a render and the press that should close it.
  const current = useRef(open);
  current.current = open;
  const setOpen = (next: boolean) => {
    if (next === current.current) return;
    current.current = next;
    if (!next) provider.lastClosed.current = Date.now();
    setOwn(next);
    onOpenChange?.(next);
  };
  return (
    <TooltipContext.Provider value={{ open, setOpen, trigger, contentId, ...provider }}>
      {children}
    </TooltipContext.Provider>
  );
}

/** The control the tooltip describes (`asChild`: the child element itself). */
export function TooltipTrigger({ children }: { asChild: true; children: ReactNode }) {
  const { open, setOpen, trigger, contentId, delay, lastClosed } = useTooltip();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // A press focuses the control too; that focus is the press's, not a reason to show it.
  const pressedAt = useRef(0);
  useEffect(() => () => clearTimeout(timer.current), []);
  const close = () => {
    clearTimeout(timer.current);
    setOpen(false);
  };
  return (
    <Slot.Root
      ref={trigger}
      aria-describedby={open ? contentId : undefined}
      data-state={open ? 'open' : 'closed'}
      onPointerEnter={(event) => {
        if (event.pointerType === 'touch') return;
        clearTimeout(timer.current);
        const wait = Date.now() - lastClosed.current < SKIP_DELAY_MS ? 0 : delay;
        timer.current = setTimeout(() => setOpen(true), wait);
      }}
      onPointerLeave={close}
      onPointerDown={() => {
        pressedAt.current = Date.now();
        close();
      }}
      onFocus={() => {
        if (Date.now() - pressedAt.current > 500) setOpen(true);
      }}
      onBlur={close}
      onKeyDown={(event) => {
        if (event.key === 'Escape') close();
      }}
    >
      {children}
    </Slot.Root>
  );
}

/** The label, drawn on top of the page above the trigger (below it when there is no room). */
export function TooltipContent({
  className,
  sideOffset = 4,
  ...props
}: ComponentProps<'div'> & { sideOffset?: number }) {
  const { open, setOpen, trigger, contentId } = useTooltip();
  const content = useRef<HTMLDivElement>(null);
  const [place, setPlace] = useState<{ top: number; left: number } | null>(null);

  // Placed when it opens, and again whenever its size changes (the reaction pills' label
  // reads "Loading..." until the names arrive).
  useLayoutEffect(() => {
    if (!open) {
      setPlace(null);
      return;
    }
    const node = content.current;
    if (!node) return;
    const placeBeside = () => {
      const anchor = trigger.current?.getBoundingClientRect();
      if (!anchor) return;
      const box = node.getBoundingClientRect();
      const above = anchor.top - sideOffset - box.height;
      const top = above >= EDGE ? above : anchor.bottom + sideOffset;
      const centred = anchor.left + anchor.width / 2 - box.width / 2;
      const left = Math.min(centred, window.innerWidth - box.width - EDGE);
      setPlace({ top, left: Math.max(left, EDGE) });
    };
    placeBeside();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(placeBeside);
    observer.observe(node);
    return () => observer.disconnect();
  }, [open, trigger, sideOffset]);

  // It would drift from its trigger: the page moving closes it, as Radix's did.
  const closeRef = useRef(setOpen);
  closeRef.current = setOpen;
  useEffect(() => {
    if (!open) return;
    const close = () => closeRef.current(false);
    window.addEventListener('scroll', close, { capture: true, passive: true });
    window.addEventListener('resize', close);
    return () => {
      window.removeEventListener('scroll', close, { capture: true });
      window.removeEventListener('resize', close);
    };
  }, [open]);

  if (!open) return null;
  return createPortal(
    <div
      ref={content}
      id={contentId}
      role="tooltip"
      className={cn(
        'pointer-events-none fixed z-50 w-max max-w-[calc(100vw-0.5rem)] rounded-md bg-ink px-2 py-1 text-xs font-medium text-white shadow-md',
        className,
      )}
      style={
        place ? { top: place.top, left: place.left } : { top: 0, left: 0, visibility: 'hidden' }
      }
      {...props}
    />,
    document.body,
  );
}
