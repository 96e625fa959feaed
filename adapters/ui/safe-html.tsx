import { useMemo } from 'react';
import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';
import './safe-html.css';

// Every HTML string from the server is sanitised before it is rendered (DESIGN.md): no scripts,
// no event-handler attributes, no javascript: URLs, no forms or styles. It must also stay in its
// box (issue 18): only an allow-list of harmless inline styles survives (no position, z-index,
// sizes, margins or transforms), no class (the app's own classes could place it over the app),
// and links open in a new tab without the opener, for http(s) only. An instance of its own, so
// the hooks stay here.

/** The inline styles server HTML may keep: how text looks, never where or how big a box is. */
const ALLOWED_STYLES = new Set([
  'color',
  'background-color',
  'font-weight',
  'font-style',
  'font-size',
  'font-family',
  'text-align',
  'text-decoration',
  'text-indent',
  'line-height',
  'letter-spacing',
  'vertical-align',
  'white-space',
  'list-style-type',
]);
/** A plain value (words, numbers, units, colours) or a colour function; no url(), no expression. */
const PLAIN_VALUE = /^(?:[#\w\s.,%'"-]+|(?:rgba?|hsla?)\([\d\s.,%/]+\))$/;
/** Sizes that stay a text size: font-size up to 48px (or 3em / 300%). */
function textSized(value: string): boolean {
  const match = /^([\d.]+)(px|em|rem|%|pt)?$/.exec(value.trim());
  if (!match) return /^[a-z-]+$/.test(value.trim());
  const limit = { px: 48, pt: 36, em: 3, rem: 3, '%': 300 }[match[2] ?? 'px'] ?? 48;
  return Number(match[1]) <= limit;
}

/** The allowed declarations of a style attribute: safeStyle('color:red;position:fixed') -> 'color: red'. */
export function safeStyle(style: string): string {
  if (/\/\*|\\|@|expression|url\s*\(/i.test(style)) return '';
  const kept: string[] = [];
  for (const declaration of style.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const name = declaration.slice(0, colon).trim().toLowerCase();
    const value = declaration.slice(colon + 1).replace(/!important/gi, '').trim();
    if (!ALLOWED_STYLES.has(name) || value === '' || !PLAIN_VALUE.test(value)) continue;
    if ((name === 'font-size' || name === 'line-height' || name === 'letter-spacing' || name === 'text-indent') && !textSized(value)) continue;
    if (value.trim().startsWith('-')) continue;
    kept.push(`${name}: ${value}`);
  }
  return kept.join('; ');
}

/** An http(s) link (relative ones resolve against this page), or undefined. */
function webHref(href: string): string | undefined {
  if (href.trim() === '') return undefined;
  try {
    const url = new URL(href, window.location.href);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

let instance: Purifier | undefined;
function purifier(): Purifier {
  if (!instance) {
    instance = DOMPurify(window);
    instance.addHook('afterSanitizeAttributes', (node) => {
      const style = node.getAttribute('style');
      if (style !== null) {
        const safe = safeStyle(style);
        if (safe) node.setAttribute('style', safe);
        else node.removeAttribute('style');
      }
      if (node.tagName === 'A') {
        const href = webHref(node.getAttribute('href') ?? '');
        if (href) {
          node.setAttribute('href', href);
          node.setAttribute('target', '_blank');
          node.setAttribute('rel', 'noopener noreferrer');
        } else {
          node.removeAttribute('href');
          node.removeAttribute('target');
        }
      }
    });
  }
  return instance;
}

/** The sanitised form of a server HTML string. */
export function sanitizeHtml(html: string): string {
  return purifier().sanitize(html, {
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed', 'link', 'meta', 'base'],
    FORBID_ATTR: ['class', 'width', 'height', 'target'],
  });
}

/** Sanitised server HTML in a box that clips it (`safe-html`: it cannot lie over the app). */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <div className={className ? `safe-html ${className}` : 'safe-html'} dangerouslySetInnerHTML={{ __html: clean }} />;
}
