/**
 * The metas every page's head carries for the browsers Chinese visitors open the site in (README
 * "Browsers"), written right after the charset: config/plugin.ts puts them into every shell
 * (404.html included), scripts/prerender/html.ts into every prerendered page.
 */
export const BROWSER_METAS = [
  // IE and the IE kernels of dual-core browsers: their newest mode (umi writes `ie=edge` by default;
  // `chrome=1` was for Google Chrome Frame, gone since 2014). Must precede every element but
  // <title> and other metas, hence first.
  '<meta http-equiv="X-UA-Compatible" content="IE=edge">',
  // 360 and QQ Browser: open the page in their Blink kernel, not the IE one.
  '<meta name="renderer" content="webkit">',
  // The other dual-core browsers (Sogou, Cheetah, 2345 …): the same request.
  '<meta name="force-rendering" content="webkit">',
  // Baidu: one page for PC and mobile search (the site is responsive; there is no m. site).
  '<meta name="applicable-device" content="pc,mobile">',
  // Phones and in-app browsers turn no digits, mail address or street address into a link of
  // their own; the site's phone numbers and mail addresses are `tel:` / `mailto:` links already.
  '<meta name="format-detection" content="telephone=no,email=no,address=no">',
].join('');

/** Any of them already in a head (umi's X-UA-Compatible, a shell's own): replaced by BROWSER_METAS. */
export const BROWSER_META =
  /<meta (?:http-equiv="X-UA-Compatible"|name="(?:renderer|force-rendering|applicable-device|format-detection)")[^>]*>\s*/gi;
