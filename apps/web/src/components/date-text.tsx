import { isCalendarDay, useDates } from '../lib/dates.ts';
import { EMPTY_VALUE } from '../lib/format.ts';

/**
 * A date in a list or a card: a calendar day as written, an instant as its day in the user's zone
 * with its time and zone in the title. Redraws when the user's language or zone changes.
 */
export function DayText({ value }: { value: string | null | undefined }) {
  const dates = useDates();
  const text = dates.day(value);
  if (!value || text === EMPTY_VALUE) return <>{EMPTY_VALUE}</>;
  return (
    <time dateTime={value} title={isCalendarDay(value) ? undefined : dates.dateTime(value)}>
      {text}
    </time>
  );
}
