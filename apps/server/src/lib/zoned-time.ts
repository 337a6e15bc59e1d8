const pad = (n: number) => String(n).padStart(2, '0');

/**
 * An instant as ISO 8601 in `timeZone` with its offset ('2030-01-15T23:59:00-08:00'): the admin's
 * own clock, and still one exact moment for a spreadsheet or a script.
 */
export function isoInZone(at: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  const local = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  const offsetMinutes = Math.round((local - Math.floor(at.getTime() / 1000) * 1000) / 60_000);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  const offset = offsetMinutes === 0 ? 'Z' : `${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}${offset}`;
}

/** Today's day in `timeZone` (YYYY-MM-DD), for the file's name. */
export const dayInZone = (at: Date, timeZone: string) => isoInZone(at, timeZone).slice(0, 10);
