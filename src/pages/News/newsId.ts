import { newsListPath } from '@/content/aboutPage';

/** `?id=N` with N a whole number ≥ 1, else null (no request is made for a bad id). */
export function parseNewsId(raw: string | null): number | null {
  const text = (raw ?? '').trim();
  if (!/^\d{1,9}$/.test(text)) return null;
  const id = Number(text);
  return id >= 1 ? id : null;
}

/** The list page to go back to: where the visitor came from, if that was the news list. */
export function backPath(from: unknown): string {
  return typeof from === 'string' && (from === newsListPath || from.startsWith(`${newsListPath}?`))
    ? from
    : newsListPath;
}
