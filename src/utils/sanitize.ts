/**
 * Sanitises HTML from the API (news bodies) before it is rendered with dangerouslySetInnerHTML.
 *
 * DOMPurify does the parsing and the removal (it is the well-kept library for this; our own regexes
 * would not survive mutation XSS). On top of it, this module narrows what an article may contain:
 *   - an allow-list of text, list, table and figure tags; script, style, iframe, object, embed, form,
 *     inputs, svg/math, meta/link/base are dropped (script/style with their content);
 *   - an allow-list of attributes: no event handlers, no style, no class/id/name (no hijacking the
 *     site's own styles, no DOM clobbering), no srcdoc/srcset/data-*;
 *   - links only to http(s), mailto, tel or relative paths; pictures only from http(s), relative
 *     paths or raster `data:image/…` URIs (javascript:, vbscript:, data:text/html … are removed);
 *   - external links open in a new tab with rel="noopener noreferrer"; internal root paths follow
 *     the router base; relative picture paths (`images/…`) go through assetUrl like every picture.
 * The result is a string of inert markup; pass it straight to dangerouslySetInnerHTML.
 */
import DOMPurify from 'dompurify';
import type { Config, DOMPurify as Purifier } from 'dompurify';
import { assetUrl, routerBase } from './base';

const ALLOWED_TAGS = [
  'p',
  'br',
  'hr',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'del',
  'ins',
  'mark',
  'small',
  'sub',
  'sup',
  'span',
  'blockquote',
  'q',
  'cite',
  'code',
  'pre',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'a',
  'img',
  'figure',
  'figcaption',
  'table',
  'caption',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
];

const ALLOWED_ATTR = [
  'href',
  'title',
  'src',
  'alt',
  'width',
  'height',
  'colspan',
  'rowspan',
  'scope',
  'start',
  'reversed',
  'lang',
  'dir',
  'cite',
  'datetime',
];

/** Listed for the reader; the allow-lists above already exclude them. */
const FORBID_TAGS = [
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'option',
  'link',
  'meta',
  'base',
  'svg',
  'math',
  'template',
  'noscript',
  'video',
  'audio',
  'source',
  'track',
];

const FORBID_ATTR = [
  'style',
  'class',
  'id',
  'name',
  'srcdoc',
  'srcset',
  'sizes',
  'formaction',
  'action',
  'xlink:href',
  'target',
  'rel',
  'ping',
];

/** Schemes a link may use; anything else with a scheme is dropped. */
const SAFE_LINK = /^(?:https?:|mailto:|tel:)/i;
/** Pictures inlined as data: only raster formats (an SVG data URI is kept out on principle). */
const SAFE_DATA_IMAGE = /^data:image\/(?:png|jpe?g|gif|webp|avif);base64,[a-z0-9+/=\s]+$/i;
/** A value that starts with a scheme (`something:` before any / ? #). */
const HAS_SCHEME = /^[^/?#]*:/;
const SIZE = /^\d{1,4}$/;

const CONFIG: Config = {
  ALLOWED_TAGS,
  ALLOWED_ATTR,
  FORBID_TAGS,
  FORBID_ATTR,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  ALLOW_SELF_CLOSE_IN_ATTR: false,
  SAFE_FOR_TEMPLATES: false,
  WHOLE_DOCUMENT: false,
  KEEP_CONTENT: true,
  // Same idea as the checks in the hook below; DOMPurify applies it to every URI attribute first.
  ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
};

/** Whitespace and control characters browsers ignore inside a URL scheme (`java\tscript:`). */
const compact = (value: string) =>
  value.replace(/[\u0000-\u0020\u007f-\u009f\u00ad\u200b-\u200f\u2028\u2029\ufeff]/g, '');

const isProtocolRelative = (url: string) => url.startsWith('//');

function isExternal(url: string): boolean {
  if (!/^https?:/i.test(url) && !isProtocolRelative(url)) return false;
  try {
    return new URL(url, window.location.href).host !== window.location.host;
  } catch {
    return true;
  }
}

/** A safe href, or null to drop it. Root paths follow the router base. */
export function safeHref(raw: string): string | null {
  const url = raw.trim();
  const bare = compact(url);
  if (!bare || bare.startsWith('\\')) return null;
  // `//host/…` is an external http(s) link; `/\host` is the same trick in disguise.
  if (/^\/[/\\]/.test(bare)) return isProtocolRelative(bare) ? url : null;
  if (HAS_SCHEME.test(bare)) return SAFE_LINK.test(bare) ? url : null;
  if (bare.startsWith('/')) {
    const base = routerBase();
    return base === '/' || url.startsWith(base) ? url : `${base}${url.slice(1)}`;
  }
  return url;
}

/** A safe picture source, or null to drop the picture. Relative paths go through assetUrl. */
export function safeImageSrc(raw: string): string | null {
  const url = raw.trim();
  const bare = compact(url);
  if (!bare) return null;
  if (/^data:/i.test(bare)) return SAFE_DATA_IMAGE.test(url) ? url : null;
  if (HAS_SCHEME.test(bare)) return /^https?:/i.test(bare) ? url : null;
  if (bare.startsWith('\\') || /^\/[/\\]/.test(bare)) return isProtocolRelative(bare) ? url : null;
  return assetUrl(url);
}

function afterSanitizeAttributes(node: Element): void {
  const tag = node.nodeName.toLowerCase();

  if (tag === 'a') {
    const href = node.getAttribute('href');
    const safe = href === null ? null : safeHref(href);
    if (safe === null) node.removeAttribute('href');
    else node.setAttribute('href', safe);
    if (safe !== null && isExternal(safe)) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    } else {
      node.removeAttribute('target');
      node.removeAttribute('rel');
    }
    return;
  }

  if (tag === 'img') {
    const src = node.getAttribute('src');
    const safe = src === null ? null : safeImageSrc(src);
    if (safe === null) {
      // A picture without a usable source would only show a broken-image icon.
      node.parentNode?.removeChild(node);
      return;
    }
    node.setAttribute('src', safe);
    ['width', 'height'].forEach((name) => {
      const value = node.getAttribute(name);
      if (value !== null && !SIZE.test(value.trim())) node.removeAttribute(name);
    });
    if (!node.hasAttribute('alt')) node.setAttribute('alt', '');
    // Article pictures sit below the title: load them lazily, decode off the main thread.
    node.setAttribute('loading', 'lazy');
    node.setAttribute('decoding', 'async');
  }
}

let purifier: Purifier | null = null;

/** One private DOMPurify instance, so our hooks never touch another caller's sanitising. */
function getPurifier(): Purifier | null {
  if (purifier) return purifier;
  if (typeof window === 'undefined') return null;
  const instance = DOMPurify(window);
  if (!instance.isSupported) return null;
  instance.addHook('afterSanitizeAttributes', afterSanitizeAttributes);
  purifier = instance;
  return purifier;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Inert HTML for dangerouslySetInnerHTML. Anything that is not a string gives ''. Where no DOM is
 * available to sanitise with, the input is shown as escaped text rather than trusted.
 */
export function sanitizeHtml(html: unknown): string {
  if (typeof html !== 'string' || !html.trim()) return '';
  const instance = getPurifier();
  if (!instance) return escapeHtml(html);
  return instance.sanitize(html, { ...CONFIG, RETURN_TRUSTED_TYPE: false }) as string;
}

export default sanitizeHtml;
