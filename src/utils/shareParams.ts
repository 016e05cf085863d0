/**
 * Parameters that apps and ads add to a shared link and that no page reads: WeChat's
 * `from=singlemessage&isappinstalled=0` (and its `nsukey`, `wxfrom`, `scene`, `clicktime`,
 * `enterid`), campaign tags (`utm_*`), Baidu's ad click id (`bd_vid`), `spm`. A prerendered page
 * opened with them is still the page it was drawn for: the stale guard (config/headScript.ts) and
 * the app (src/utils/prerender.ts) compare addresses without them, so a case shared in WeChat
 * paints its prerendered markup at once instead of hiding it and drawing it again.
 */
export const SHARE_PARAM_NAME =
  '^(?:from|isappinstalled|nsukey|wxfrom|scene|clicktime|enterid|utm_[a-z]+|bd_vid|spm)$';

const shareParam = new RegExp(SHARE_PARAM_NAME);

/** `search` (`?id=12&from=singlemessage`) without the share parameters (`?id=12`), order kept. */
export function withoutShareParams(search: string): string {
  const kept = search
    .replace(/^\?/, '')
    .split('&')
    .filter((part) => part && !shareParam.test(part.split('=')[0]));
  return kept.length ? `?${kept.join('&')}` : '';
}
