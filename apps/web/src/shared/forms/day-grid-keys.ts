import type { KeyboardEvent } from 'react';
import { flushSync } from 'react-dom';

/** Days an arrow key moves in a month grid. */
const STEPS: Partial<Record<string, number>> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

/** The day (YYYY-MM-DD) `days` after `day`, counted in whole calendar days. */
function addDays(day: string, days: number): string {
  const [year = 0, month = 1, date = 1] = day.slice(0, 10).split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

/** The calendar a day button is in: the nearest element that holds the month's next/previous controls. */
function calendarOf(day: HTMLElement): HTMLElement | null {
  let element = day.parentElement;
  while (element && !element.querySelector('[data-direction]')) element = element.parentElement;
  return element;
}

function goToDay(day: HTMLElement, target: string, forward: boolean): void {
  const calendar = calendarOf(day);
  const control = calendar?.querySelector<HTMLElement>(`[data-direction="${forward ? 'next' : 'previous'}"]`);
  if (!calendar || !control || control.hasAttribute('data-disabled')) return;
  flushSync(() => control.click());
  const button = calendar.querySelector<HTMLButtonElement>(`[data-day="${target}"]:not([data-outside])`);
  if (button && !button.disabled) button.focus();
}

/**
 * For the `getDayProps` of Mantine's day pickers: arrow keys go on across the month's edge (the
 * last day's → is the next month's first day, and the month shown follows), where Mantine's own
 * grid stops. Within the month Mantine moves the focus itself.
 */
export function dayGridKeyProps(date: string) {
  return {
    'data-day': date.slice(0, 10),
    onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => {
      const step = STEPS[event.key];
      if (step === undefined || event.ctrlKey || event.metaKey || event.altKey) return;
      const day = event.currentTarget;
      const target = addDays(date, step);
      if (target.slice(0, 7) === date.slice(0, 7) || day.hasAttribute('data-outside')) return;
      event.preventDefault();
      // After Mantine's own handler, which runs next and finds nothing to focus at the edge.
      queueMicrotask(() => goToDay(day, target, step > 0));
    },
  };
}
