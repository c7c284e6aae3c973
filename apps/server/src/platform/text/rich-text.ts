import sanitizeHtml from 'sanitize-html';
import { RICH_TEXT_ATTRIBUTES, RICH_TEXT_TAGS } from '@intranet/contracts';

/**
 * Rich text (posts, content pages, anything typed in the web's RichTextEditor) is stored as HTML that passed
 * through `sanitizeRichText` on the server: an allow-list, so anything not named here — scripts, styles,
 * frames, SVG, MathML, forms, event handlers, `style` attributes — never reaches the database. The web
 * renders it through DOMPurify as a second line of defence.
 */

/** Images may only point at our own file downloads or at an https address. */
const IMAGE_SRC = /^(?:\/api\/files\/\d+(?:\/[\w-]+)*|https:\/\/[^\s"'<>\\]+)$/;

/** A tag name that is not on the allow-list, so the tag is dropped (its content kept). */
const DROPPED = 'dropped-by-sanitizer';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  allowedAttributes: {
    ...Object.fromEntries(Object.entries(RICH_TEXT_ATTRIBUTES).map(([tag, names]) => [tag, [...names]])),
    code: ['class'],
  },
  // TipTap marks a code block's language as `language-xxx`; no other class is kept.
  allowedClasses: { code: ['language-*'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  // `//evil.example` would leave the site while looking relative.
  allowProtocolRelative: false,
  // Their content is code or markup, not text a reader should see.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'template', 'xmp', 'noembed'],
  disallowedTagsMode: 'discard',
  parseStyleAttributes: false,
  transformTags: {
    // The page already has its title as h1; headings in a body start at h2.
    h1: 'h2',
    h5: 'h4',
    h6: 'h4',
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, target: '_blank', rel: 'noopener noreferrer' },
    }),
    img: (tagName, attribs) => {
      const src = (attribs.src ?? '').trim();
      if (!IMAGE_SRC.test(src)) return { tagName: DROPPED, attribs: {} };
      return { tagName, attribs: { ...attribs, src } };
    },
  },
};

/** The allow-listed HTML of a rich text: what is stored and shown. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** Block ends that separate lines of the plain text. */
const BLOCK_END = /<\/(?:p|h[1-6]|li|blockquote|pre|tr|td|th|div|ul|ol|table)\s*>|<br\s*\/?>|<hr\s*\/?>/gi;

const ESCAPED: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"' };

/**
 * The words of a rich text for search indexes and previews: blocks on their own lines, other whitespace
 * collapsed, entities decoded. With `maxLength`, cut at a word boundary and ended with «…».
 */
export function richTextToPlain(html: string, maxLength?: number): string {
  const text = sanitizeHtml(html.replace(BLOCK_END, '$&\n'), {
    allowedTags: [],
    allowedAttributes: {},
    nonTextTags: OPTIONS.nonTextTags,
  })
    // sanitize-html re-escapes exactly these four in text it outputs.
    .replace(/&(?:amp|lt|gt|quot);/g, (entity) => ESCAPED[entity] ?? entity)
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line.length > 0)
    .join('\n');
  return maxLength === undefined ? text : truncateAtWord(text, maxLength);
}

function truncateAtWord(text: string, maxLength: number): string {
  if (text.length <= maxLength) return text;
  if (maxLength <= 1) return text.slice(0, Math.max(0, maxLength));
  const cut = text.slice(0, maxLength - 1);
  const lastSpace = cut.search(/\s\S*$/);
  // A single very long word is cut inside it rather than dropped whole.
  const head = lastSpace > maxLength / 2 ? cut.slice(0, lastSpace) : cut;
  return `${head.trimEnd()}…`;
}
