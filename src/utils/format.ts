/**
 * How the pages write values from data: dates (moment, zh-cn only: umi's `ignoreMomentLocale`
 * leaves every other locale out of the build) and durations. Links and pictures from the API go
 * through ./url.ts.
 */
import moment from 'moment';
import 'moment/locale/zh-cn';

moment.locale('zh-cn');

/** `7` → `0:07`. */
export function formatDuration(seconds: unknown): string {
  const s =
    typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0
      ? Math.round(seconds)
      : 0;
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

const DATE_FORMAT = 'YYYY-MM-DD';

export interface DateParts {
  /** The date as the site writes it (`2023-06-18`), or the text as it came when it is no date. */
  text: string;
  /** For `<time dateTime>`: set only for a real date. */
  iso?: string;
  /** The calendar's two parts (`18`, `2023-06`) for the home page's date block. */
  day: string;
  month: string;
}

/**
 * The one date formatter: a date from the API (`2023-06-18`, or a timestamp) as the site shows it.
 * Anything moment cannot read strictly is shown as it came, with no `dateTime`.
 */
export function formatDate(value: unknown): DateParts {
  const raw = typeof value === 'string' ? value.trim() : '';
  const parsed =
    typeof value === 'number' && Number.isFinite(value)
      ? moment(value)
      : moment(raw, [DATE_FORMAT, moment.ISO_8601], true);
  if (!parsed.isValid()) return { text: raw, day: '', month: raw };
  return {
    text: parsed.format(DATE_FORMAT),
    iso: parsed.format(DATE_FORMAT),
    day: parsed.format('DD'),
    month: parsed.format('YYYY-MM'),
  };
}
