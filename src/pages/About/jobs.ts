/** Pure helpers of the 加入我们 tab: cities of a position and the apply link. */
import type { Position } from '@/types/api';

/** `杭州/上海/北京` → `['杭州', '上海', '北京']`; blanks and repeats dropped. */
export function citiesOf(address: string | undefined): string[] {
  if (!address) return [];
  return Array.from(
    new Set(
      address
        .split(/[/／、,，]/)
        .map((city) => city.trim())
        .filter(Boolean),
    ),
  );
}

/** Every city with an opening, in the order they first appear. */
export function allCities(positions: Position[]): string[] {
  return Array.from(new Set(positions.flatMap((p) => citiesOf(p.address))));
}

/** `mailto:<jobs mail>?subject=<encoded subject>`. */
export function applyHref(mail: string, subject: string): string {
  return `mailto:${mail}?subject=${encodeURIComponent(subject)}`;
}
