import { describe, expect, it } from 'vitest';
import { messagesLinkLabel } from './messages-link-label';
import { absoluteTime, clockTime, dayLabel, differentDay } from './times';

const at = (y: number, m: number, d: number, h = 12, min = 0) =>
  new Date(y, m - 1, d, h, min).toISOString();

describe('message times', () => {
  it('absolute and clock times', () => {
    expect(absoluteTime(at(2027, 7, 4, 15, 5))).toBe('07/04/2027 3:05 PM');
    expect(clockTime(at(2027, 7, 4, 9, 30))).toBe('9:30 AM');
    expect(absoluteTime('not a date')).toBe('');
  });

  it('day dividers: Today, Yesterday, else the weekday and date', () => {
    const now = new Date(2027, 6, 4, 18, 0);
    expect(dayLabel(at(2027, 7, 4, 8), now)).toBe('Today');
    expect(dayLabel(at(2027, 7, 3, 23, 59), now)).toBe('Yesterday');
    expect(dayLabel(at(2027, 7, 1), now)).toBe('Thursday, 07/01/2027');
  });

  it('a divider goes between messages on different days only', () => {
    expect(differentDay(at(2027, 7, 4, 8), at(2027, 7, 4, 22))).toBe(false);
    expect(differentDay(at(2027, 7, 4, 23, 59), at(2027, 7, 5, 0, 1))).toBe(true);
  });
});

describe('messagesLinkLabel', () => {
  it('names the unread count only when there is one', () => {
    expect(messagesLinkLabel(0)).toBe('Messages');
    expect(messagesLinkLabel(2)).toBe('Messages, 2 unread');
  });
});
