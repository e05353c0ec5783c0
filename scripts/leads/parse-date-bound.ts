// Reads the --since and --until dates of `npm run leads`.

const dateOnly = /^(\d{4})-(\d{2})-(\d{2})$/;
const dateTime = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?$/;

/**
 * The instant a bound names. A bare date is a whole day in the machine's time zone: as
 * `since` it starts at that day's midnight; as `until` it ends at the next midnight, so
 * `--until 2025-03-01` includes all of March 1. A date and time (with or without zone) is
 * taken as written. Throws an Error naming the option for anything else.
 */
export function parseDateBound(text: string, bound: 'since' | 'until'): Date {
  const day = dateOnly.exec(text);
  if (day) {
    const [year, month, date] = [Number(day[1]), Number(day[2]), Number(day[3])];
    const start = new Date(year, month - 1, date);
    if (start.getFullYear() === year && start.getMonth() === month - 1 && start.getDate() === date) {
      return bound === 'since' ? start : new Date(year, month - 1, date + 1);
    }
  } else if (dateTime.test(text)) {
    const instant = new Date(text.replace(' ', 'T'));
    if (!Number.isNaN(instant.getTime())) return instant;
  }
  throw new Error(`--${bound} must be a date such as 2025-03-01 or 2025-03-01T14:30, not "${text}".`);
}
