import DOMPurify from 'dompurify';
import { describeImages, pageAlteringTags, renameEventHandlers } from '../SafeHtml/SafeHtml';

/** Attributes whose value is an address the browser follows or loads. */
const addressAttributes = ['href', 'src', 'srcset', 'xlink:href', 'action', 'formaction', 'poster', 'background', 'cite', 'data'];

/** Marks an element that pointed at a script or an inline document; it is taken out after sanitising. */
const refusedTarget = 'data-refused-target';

/**
 * Whether an address would run a script or open an inline document: `javascript:`, `vbscript:` or
 * `data:`, in any case, after the leading spaces and control characters and the tabs and line breaks
 * inside it that browsers ignore.
 */
export function isScriptOrDataAddress(value: string): boolean {
  // eslint-disable-next-line no-control-regex -- control characters are what this looks for.
  return /^[\u0000-\u0020\u007f-\u009f\u200b\ufeff]*(javascript|vbscript|data):/i.test(value.replace(/[\t\n\r]/g, ''));
}

/** A `srcset` is a list of candidates, each an address and its size. */
const refusesAddress = (name: string, value: string) =>
  name === 'srcset' ? value.split(',').some(isScriptOrDataAddress) : isScriptOrDataAddress(value);

/**
 * Markdown's own purifier (DOMPurify keeps hooks per instance): besides the app's rules, a link to such
 * an address loses its link and keeps its words, and such an image or medium is removed.
 */
const markdownPurifier = DOMPurify();
if (markdownPurifier.isSupported) {
  describeImages(markdownPurifier);
  markdownPurifier.addHook('beforeSanitizeAttributes', (node) => {
    if (!(node instanceof Element)) return;
    const refused = addressAttributes.filter((name) => refusesAddress(name, node.getAttribute(name) ?? ''));
    if (refused.length === 0) return;
    for (const name of refused) node.removeAttribute(name);
    node.setAttribute(refusedTarget, '');
  });
}
if (DOMPurify.isSupported) describeImages(DOMPurify);

/**
 * Markdown's HTML (raw HTML in the text included) through the app's sanitiser and its rules, and
 * without style sheets, inline styles or links and images to `javascript:`, `vbscript:` or `data:` addresses
 * (template-apps.md point 5). Loaded with the markdown renderer, not with the app.
 */
export function sanitizeMarkdownHtml(html: string): string {
  const clean = markdownPurifier.sanitize(renameEventHandlers(html), {
    USE_PROFILES: { html: true },
    FORBID_TAGS: pageAlteringTags,
    FORBID_ATTR: ['style'],
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
