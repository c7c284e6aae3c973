import Image from '@tiptap/extension-image';
import StarterKit from '@tiptap/starter-kit';
import { loadImageUrl } from './protected-images.ts';

/** What a link may point at; the server refuses anything else as well (sanitizeRichText). */
export function isAllowedLink(url: string): boolean {
  return /^(?:https?:\/\/[^\s]+|mailto:[^\s]+|\/(?!\/)[^\s]*|#[^\s]*)$/i.test(url.trim());
}

/**
 * An image whose bytes come through the http client when they are ours (protected-images.ts), so that the
 * editor shows what the reader will see; the stored HTML keeps the plain `/api/files/...` address.
 */
const ProtectedImage = Image.extend({
  addNodeView() {
    return ({ node }) => {
      const dom = document.createElement('img');
      const show = (src: string, alt: string | null) => {
        dom.alt = alt ?? '';
        dom.dataset.src = src;
        loadImageUrl(src).then(
          (url) => {
            if (dom.dataset.src === src) dom.src = url;
          },
          () => dom.classList.add('rich-text__image--broken'),
        );
      };
      show(String(node.attrs.src ?? ''), node.attrs.alt as string | null);
      return {
        dom,
        update: (updated) => {
          if (updated.type !== node.type) return false;
          const src = String(updated.attrs.src ?? '');
          if (src !== dom.dataset.src) show(src, updated.attrs.alt as string | null);
          return true;
        },
      };
    };
  },
});

/** The editor's schema: what sanitizeRichText keeps (headings h2-h4, marks, lists, quotes, code, links, images). */
export const RICH_TEXT_EXTENSIONS = [
  StarterKit.configure({
    heading: { levels: [2, 3, 4] },
    link: {
      openOnClick: false,
      autolink: true,
      defaultProtocol: 'https',
      isAllowedUri: (url) => isAllowedLink(url),
      HTMLAttributes: { target: '_blank', rel: 'noopener noreferrer' },
    },
  }),
  ProtectedImage.configure({ inline: false, allowBase64: false }),
];
