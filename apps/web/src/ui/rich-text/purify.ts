import DOMPurify from 'dompurify';
import { RICH_TEXT_ATTRIBUTES, RICH_TEXT_TAGS } from '@intranet/contracts';
import { isProtectedFileUrl } from './protected-images.ts';

/**
 * The second line of defence: the server already sanitised what it stored (sanitizeRichText), and the web
 * sanitises again with the same allow-list before inserting HTML, so a bug or an old row in one place is
 * not enough for a script to run. Its own DOMPurify instance, so these hooks touch no other caller.
 */
const purifier = DOMPurify(window);

const ALLOWED_TAGS = [...RICH_TEXT_TAGS];
const ALLOWED_ATTR = [...new Set(Object.values(RICH_TEXT_ATTRIBUTES).flat())];
const SAFE_URL = /^(?:https?:|mailto:|\/(?!\/)|#)/i;

purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A') {
    const href = node.getAttribute('href') ?? '';
    if (!SAFE_URL.test(href)) node.removeAttribute('href');
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
  if (node.tagName === 'IMG') {
    const src = node.getAttribute('src') ?? '';
    if (isProtectedFileUrl(src)) {
      // Loaded with the bearer token by the view (protected-images.ts), not by the browser.
      node.removeAttribute('src');
      node.setAttribute('data-file-src', src);
    } else if (!/^https:/i.test(src)) {
      // Not removed here: DOMPurify is walking the tree; an image without a source shows nothing.
      node.removeAttribute('src');
    }
  }
});

/** HTML safe to insert: the rich-text allow-list, links opening in a new tab, our images marked to load. */
export function purifyRichText(html: string): string {
  return purifier.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR, ALLOW_DATA_ATTR: false });
}
