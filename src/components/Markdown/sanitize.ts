import DOMPurify from 'dompurify';
import { safeImageSource } from '../Avatar/image-source';
import {
  describeImages,
  formTags,
  movingTags,
  isLinkAddress,
  pageAlteringTags,
  pageCoveringAttributes,
  renameEventHandlers,
} from '../SafeHtml/SafeHtml';

/** Attributes whose value is an address the browser follows or loads. */
const addressAttributes = ['href', 'src', 'srcset', 'xlink:href', 'action', 'formaction', 'poster', 'background', 'cite', 'data'];

/** Attributes whose address the browser loads as a picture or medium. */
const mediaAttributes = ['src', 'srcset', 'poster'];

/** Marks an element whose address was refused; it is taken out after sanitising. */
const refusedTarget = 'data-refused-target';

/**
 * Whether an address is one the app lets server HTML use: a link to the web, mail, a phone or a path of
 * the app, a picture or medium from the web, the app or an inline raster picture. A `srcset` is a list
 * of candidates, each an address and its size, and every one must pass.
 */
function allowedAddress(name: string, value: string): boolean {
  if (name === 'srcset') return value.split(',').every((candidate) => allowedAddress('src', candidate.trim().split(/\s+/)[0] ?? ''));
  return mediaAttributes.includes(name) ? safeImageSource(value) !== undefined : isLinkAddress(value);
}

/**
 * Markdown's own purifier (DOMPurify keeps hooks per instance): besides the app's rules, a link to any
 * other address loses its link and keeps its words, and such an image or medium is removed, as is a
 * form field other than a task list's box.
 */
const markdownPurifier = DOMPurify();
if (markdownPurifier.isSupported) {
  describeImages(markdownPurifier);
  markdownPurifier.addHook('beforeSanitizeAttributes', (node) => {
    if (!(node instanceof Element)) return;
    const refused = addressAttributes.filter((name) => node.hasAttribute(name) && !allowedAddress(name, node.getAttribute(name)!));
    const strayField = node.localName === 'input' && node.getAttribute('type') !== 'checkbox';
    if (refused.length === 0 && !strayField) return;
    for (const name of refused) node.removeAttribute(name);
    node.setAttribute(refusedTarget, '');
  });
}
if (DOMPurify.isSupported) describeImages(DOMPurify);

/**
 * Markdown's HTML (raw HTML in the text included) through the app's sanitiser and its rules, and
 * without style sheets, inline styles, or links and images to addresses of any other scheme
 * (template-apps.md point 5). Loaded with the markdown renderer, not with the app.
 */
export function sanitizeMarkdownHtml(html: string): string {
  const clean = markdownPurifier.sanitize(renameEventHandlers(html), {
    USE_PROFILES: { html: true },
    // Markdown's task lists bring their own boxes (inputs); other form parts have no place in a document.
    FORBID_TAGS: [...pageAlteringTags, ...movingTags, ...formTags.filter((tag) => tag !== 'input'), 'template'],
    FORBID_ATTR: ['style', ...pageCoveringAttributes],
    ADD_ATTR: [refusedTarget],
  });
  if (!clean.includes(refusedTarget)) return clean;
  // Parsed in an inert document: nothing in it loads or runs.
  const { body } = new DOMParser().parseFromString(clean, 'text/html');
  for (const element of body.querySelectorAll(`[${refusedTarget}]`)) {
    if (element.localName === 'a' || element.localName === 'area') element.replaceWith(...element.childNodes);
    else if (['img', 'video', 'audio', 'source', 'track', 'picture', 'object', 'embed', 'iframe', 'input'].includes(element.localName))
      element.remove();
    else element.removeAttribute(refusedTarget);
  }
  return body.innerHTML;
}
