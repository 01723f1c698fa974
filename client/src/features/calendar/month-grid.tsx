import {
  addDays,
  addMonths,
  endOfWeek,
  format,
  isSameDay,
  isSameMonth,
  isToday,
  startOfWeek,
} from 'date-fns';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type KeyboardEvent, useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import type { CalendarEvent } from './api';
import { monthGrid, occursOn, WEEK_STARTS_ON } from './calendar-dates';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
/** Titles a day cell shows on wide screens before "+n more". */
const TITLES_PER_DAY = 2;

interface MonthGridProps {
  month: Date;
  selected: Date;
  events: CalendarEvent[];
  isLoading: boolean;
  onSelect: (day: Date) => void;
  onMonthChange: (month: Date) => void;
  /** An event chip was clicked: open that event. */
  onOpen: (event: CalendarEvent) => void;
}

/**
 * The month calendar (spec §2): weeks from Sunday, the selected day marked, each day's
 * events as titles (wide screens) or dots (phones). Like a date picker, one day is in the
 * tab order and the arrow keys, Home/End and Page Up/Down move the selection.
 */
export function MonthGrid({
  month,
  selected,
  events,
  isLoading,
  onSelect,
  onMonthChange,
  onOpen,
}: MonthGridProps) {
  const { days } = monthGrid(month);
  const weeks = Array.from({ length: days.length / 7 }, (_, i) => days.slice(i * 7, i * 7 + 7));
  const gridRef = useRef<HTMLTableElement>(null);
  const moved = useRef(false);

  // After a keyboard move, focus follows the selection (into the next month too).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the selection moves
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    gridRef.current?.querySelector<HTMLButtonElement>('button[tabindex="0"]')?.focus();
  }, [selected, month]);

  const moveTo = (day: Date) => {
    moved.current = true;
    onSelect(day);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, () => Date> = {
      ArrowLeft: () => addDays(selected, -1),
      ArrowRight: () => addDays(selected, 1),
      ArrowUp: () => addDays(selected, -7),
      ArrowDown: () => addDays(selected, 7),
      Home: () => startOfWeek(selected, { weekStartsOn: WEEK_STARTS_ON }),
      End: () => endOfWeek(selected, { weekStartsOn: WEEK_STARTS_ON }),
      PageUp: () => addMonths(selected, -1),
      PageDown: () => addMonths(selected, 1),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    moveTo(move());
  };

  const title = format(month, 'MMMM yyyy');
  return (
    <div className="grid gap-3">
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-xl font-semibold" id="month-heading" aria-live="polite">
          {title}
        </h2>
        <div className="flex items-center gap-1">
          <Button
            variant="outline"
            size="icon"
            aria-label="Previous month"
            onClick={() => onMonthChange(addMonths(month, -1))}
          >
            <ChevronLeft aria-hidden="true" />
          </Button>
          <Button variant="outline" size="sm" onClick={() => onSelect(new Date())}>
            Today
          </Button>
          <Button
            variant="outline"
            size="icon"
            aria-label="Next month"
            onClick={() => onMonthChange(addMonths(month, 1))}
          >
            <ChevronRight aria-hidden="true" />
          </Button>
        </div>
      </div>

      <table
        ref={gridRef}
        aria-labelledby="month-heading"
        aria-busy={isLoading || undefined}
        className="w-full table-fixed border-collapse"
        onKeyDown={onKeyDown}
      >
        <thead>
          <tr>
            {WEEKDAYS.map((day) => (
              <th
                key={day}
                scope="col"
                abbr={day}
                className="pb-2 text-center text-xs font-semibold text-muted-foreground uppercase"
              >
                <span aria-hidden="true">{day.slice(0, 3)}</span>
                <span className="sr-only">{day}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0].toISOString()}>
              {week.map((day) => (
                <DayCell
                  key={day.toISOString()}
                  day={day}
                  inMonth={isSameMonth(day, month)}
                  isSelected={isSameDay(day, selected)}
                  events={events.filter((e) => occursOn(e, day))}
                  onSelect={() => onSelect(day)}
                  onOpen={(event) => {
                    onSelect(day);
                    onOpen(event);
                  }}
                />
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * One day: a button that selects it (its name is its visible date number inside the full
 * date and event count, so speech input's "click 24" works: label-content-name-mismatch),
 * and on wide screens the day's first event titles as chips beside it, each opening its
 * event. The chips sit outside the day button (a button cannot hold buttons) and out of the
 * tab order: keyboards reach the same events in the selected day's list below the grid.
 */
function DayCell({
  day,
  inMonth,
  isSelected,
  events,
  onSelect,
  onOpen,
}: {
  day: Date;
  inMonth: boolean;
  isSelected: boolean;
  events: CalendarEvent[];
  onSelect: () => void;
  onOpen: (event: CalendarEvent) => void;
}) {
  const today = isToday(day);
  const count = events.length;
  const extra = count - TITLES_PER_DAY;
  return (
    <td className="border p-0 align-top">
      <div className="relative h-14 sm:h-24">
        <button
          type="button"
          tabIndex={isSelected ? 0 : -1}
          aria-pressed={isSelected}
          aria-current={today ? 'date' : undefined}
          onClick={onSelect}
          data-testid="calendar-day"
          data-date={format(day, 'yyyy-MM-dd')}
          className={cn(
            'absolute inset-0 flex flex-col items-center gap-1 p-1 text-left transition-colors hover:bg-accent focus-visible:z-20 sm:items-start sm:p-1.5',
            !inMonth && 'bg-muted/50 text-muted-foreground',
            isSelected && 'bg-accent ring-2 ring-gold ring-inset',
          )}
        >
          <span
            className={cn(
              'inline-flex size-7 shrink-0 items-center justify-center rounded-full text-sm',
              today && 'bg-ink font-semibold text-white dark:bg-gold dark:text-ink',
            )}
          >
            <span className="sr-only">{format(day, 'EEEE, MMMM')} </span>
            {format(day, 'd')}
            <span className="sr-only">
              {`, ${format(day, 'yyyy')}${today ? ' (today)' : ''}, ${
                count === 0 ? 'no events' : count === 1 ? '1 event' : `${count} events`
              }`}
            </span>
          </span>
          {count > 0 ? (
            <span className="flex gap-0.5 sm:hidden" aria-hidden="true">
              {events.slice(0, 3).map((e) => (
                <span key={e.id} className="size-1.5 rounded-full bg-gold" />
              ))}
            </span>
          ) : null}
        </button>
        {count > 0 ? (
          <ul className="pointer-events-none absolute inset-x-1.5 top-9 z-10 hidden min-w-0 flex-col gap-0.5 sm:flex">
            {events.slice(0, TITLES_PER_DAY).map((e) => (
              <li key={e.id} className="min-w-0">
                <button
                  type="button"
                  tabIndex={-1}
                  onClick={() => onOpen(e)}
                  data-testid="event-chip"
                  className="pointer-events-auto block w-full truncate rounded bg-gold px-1 text-left text-[11px] leading-4 font-medium text-ink hover:bg-gold-hover"
                >
                  {e.title}
                </button>
              </li>
            ))}
            {extra > 0 ? (
              <li className="text-[11px] leading-4 text-muted-foreground">+{extra} more</li>
            ) : null}
          </ul>
        ) : null}
      </div>
    </td>
  );
}
