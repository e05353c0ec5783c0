// Times as people read them: in the business's own zone (America/Vancouver), labelled; stored times stay UTC.
import { business } from '../../common/content/business';

/** The zone every time shown to the owner is in, whatever the server's own zone. */
export const businessTimeZone = business.timeZone;

const format = new Intl.DateTimeFormat('en-CA', {
  timeZone: businessTimeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZoneName: 'short',
});

/** "2025-06-01 10:04 PDT" for the instant `iso` (ISO 8601, UTC): the business's wall clock, its zone named. */
export function businessTime(iso: string): string {
  const parts = format.formatToParts(new Date(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((candidate) => candidate.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')} ${part('timeZoneName')}`;
}
