import { useMemo } from 'react';
import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';

// Every HTML string from the server is sanitised before it is rendered (DESIGN.md): no scripts,
// no event-handler attributes, no javascript: URLs, no forms or styles. Links that open a new
// tab do so without handing it the opener. An instance of its own, so the hook stays here.

let instance: Purifier | undefined;
function purifier(): Purifier {
  if (!instance) {
    instance = DOMPurify(window);
    instance.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A' && node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
    });
  }
  return instance;
}

/** The sanitised form of a server HTML string. */
export function sanitizeHtml(html: string): string {
  return purifier().sanitize(html, { ADD_ATTR: ['target'], FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'] });
}

export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
