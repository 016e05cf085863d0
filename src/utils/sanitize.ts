/**
 * Sanitises HTML from the API (news bodies) before it is rendered with dangerouslySetInnerHTML.
 *
 * DOMPurify does the parsing and the removal (it is the well-kept library for this; our own regexes
 * would not survive mutation XSS). On top of it, this module narrows what an article may contain:
 *   - an allow-list of text, list, table and figure tags; script, style, iframe, object, embed, form,
 *     inputs, svg/math, meta/link/base are dropped (script/style with their content);
 *   - an allow-list of attributes: no event handlers, no style, no class/id/name (no hijacking the
 *     site's own styles, no DOM clobbering), no srcdoc/srcset/data-*;
 *   - every link and picture goes through the site's one URL classifier (./url.ts): a link is
 *     internal only on the site's origin, external links open in a new tab with
 *     rel="noopener noreferrer", mailto/tel stay, every other scheme loses its href; pictures load
 *     only from the site, its CDN or a raster `data:image/…` URI, else they are removed.
 *   - headings keep their order but move as one so that the body's highest sits right under the
 *     page's own `<h1>` (`<h2>` by default): an article written with `<h1>`, `<h3>` or `<h5>` at
 *     its top reads as the page's outline wants, never a second `<h1>` or a skipped level.
 *   - every picture is then given as the article's other pictures are (./picture.ts): a `<picture>`
 *     with the deployment's AVIF and WebP variants at the article column's sizes, the original as
 *     the fallback and a tiny copy of itself behind it until it arrives (none of it from the API:
 *     `srcset`, `sizes` and `<source>` there are removed above, like everything else).
 * The result is a string of inert markup; pass it straight to dangerouslySetInnerHTML.
 */
import DOMPurify from 'dompurify';
import type { Config, DOMPurify as Purifier } from 'dompurify';
import { slots } from '../styles/slots';
import { pictureOf } from './picture';
import { assetUrl, classifyLink, EXTERNAL_LINK } from './url';

const ALLOWED_TAGS = [
  'p',
  'br',
  'hr',
  'h1',
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

function afterSanitizeAttributes(node: Element): void {
  const tag = node.nodeName.toLowerCase();

  if (tag === 'a') {
    const target = classifyLink(node.getAttribute('href'));
    node.removeAttribute('target');
    node.removeAttribute('rel');
    if (!target) {
      node.removeAttribute('href');
      return;
    }
    node.setAttribute('href', target.href);
    if (target.kind === 'external') {
      node.setAttribute('target', EXTERNAL_LINK.target);
      node.setAttribute('rel', EXTERNAL_LINK.rel);
    }
    return;
  }

  if (tag === 'img') {
    const safe = assetUrl(node.getAttribute('src'));
    if (!safe) {
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

const HEADING = /^H([1-6])$/;

/**
 * Moves every heading by the same number of levels, so that the highest becomes `top` (the order
 * between them is kept; a level past 6 stays at 6). Attributes and children move with them.
 */
function shiftHeadings(root: Element, top: number): void {
  const headings = Array.from(root.querySelectorAll('h1, h2, h3, h4, h5, h6'));
  const levelOf = (el: Element) => Number(HEADING.exec(el.tagName)?.[1] ?? 6);
  const highest = Math.min(...headings.map(levelOf));
  const shift = top - highest;
  if (!headings.length || shift === 0) return;
  for (const heading of headings) {
    const level = Math.min(6, Math.max(1, levelOf(heading) + shift));
    const moved = heading.ownerDocument.createElement(`h${level}`);
    for (const attr of Array.from(heading.attributes)) moved.setAttribute(attr.name, attr.value);
    moved.append(...Array.from(heading.childNodes));
    heading.replaceWith(moved);
  }
}

/** The nominal width of a body picture that gives none: the article artwork's. */
const BODY_PICTURE_WIDTH = 1200;

/**
 * Each (already checked) picture of the body inside a `<picture>` of its variants, with its tiny
 * copy as the background it is drawn over.
 */
function upgradePictures(root: Element): void {
  for (const img of Array.from(root.querySelectorAll('img'))) {
    const width = Number(img.getAttribute('width')) || BODY_PICTURE_WIDTH;
    const picture = pictureOf(img.getAttribute('src'), { slot: slots.article, width });
    if (picture.kind !== 'responsive') continue;
    const doc = img.ownerDocument;
    const wrapper = doc.createElement('picture');
    for (const { type, srcSet } of picture.sources) {
      const source = doc.createElement('source');
      source.setAttribute('type', type);
      source.setAttribute('srcset', srcSet);
      source.setAttribute('sizes', picture.sizes);
      wrapper.appendChild(source);
    }
    img.replaceWith(wrapper);
    wrapper.appendChild(img);
    img.setAttribute('style', `background-image:url("${picture.placeholder}")`);
  }
}

export interface SanitizeOptions {
  /** The level the body's highest heading takes: 2 (default) right under the page's `<h1>`. */
  topHeading?: number;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Inert HTML for dangerouslySetInnerHTML. Anything that is not a string gives ''. Where no DOM is
 * available to sanitise with, the input is shown as escaped text rather than trusted.
 */
export function sanitizeHtml(html: unknown, { topHeading = 2 }: SanitizeOptions = {}): string {
  if (typeof html !== 'string' || !html.trim()) return '';
  const instance = getPurifier();
  if (!instance) return escapeHtml(html);
  const body = instance.sanitize(html, { ...CONFIG, RETURN_DOM: true }) as HTMLElement;
  shiftHeadings(body, topHeading);
  upgradePictures(body);
  return body.innerHTML;
}

export default sanitizeHtml;
