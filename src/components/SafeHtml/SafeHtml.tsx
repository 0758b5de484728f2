import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import { safeImageSource } from '../Avatar/image-source';
import * as styles from './SafeHtml.css';

/** Formatting that reads inside a line: no links, blocks, images or forms (the line itself may be a link). */
const inlineTags = ['b', 'strong', 'i', 'em', 'u', 's', 'mark', 'small', 'sub', 'sup', 'br', 'span', 'code'];

export type SafeHtmlProfile = 'inline' | 'rich';

// An image the server sent without a text alternative is treated as decoration, not read out as its
// file name. (Outside a browser, as in Node's unit tests, DOMPurify has nothing to hook into.)
export const describeImages = (purifier: typeof DOMPurify) =>
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'IMG' && !node.hasAttribute('alt')) node.setAttribute('alt', '');
  });

/**
 * HTML from a server with everything that could run taken out: scripts, event handlers such as
 * `onerror`, `javascript:` addresses. `inline` keeps only text formatting; `rich` keeps DOMPurify's
 * HTML profile (paragraphs, lists, links, images) without styles and form controls. Markdown adds its own rules (`sanitizeMarkdownHtml`).
 */
export function sanitizeHtml(html: string, profile: SafeHtmlProfile = 'inline'): string {
  const defused = renameEventHandlers(html);
  if (profile === 'inline') return DOMPurify.sanitize(defused, { ALLOWED_TAGS: inlineTags, ALLOWED_ATTR: [] });
  const rich = {
    USE_PROFILES: { html: true },
    FORBID_TAGS: [...pageAlteringTags, ...movingTags, ...formTags],
    FORBID_ATTR: ['style', 'srcset', ...pageCoveringAttributes],
    ALLOWED_URI_REGEXP: linkAddresses,
  };
  if (!richPurifier.isSupported) return richPurifier.sanitize(defused, rich);
  // A document of frames has no body to keep anything from: DOMPurify then gives null, not an empty fragment.
  const fragment = richPurifier.sanitize(defused, { ...rich, RETURN_DOM_FRAGMENT: true }) as DocumentFragment | null;
  if (!fragment) return '';
  // A link whose address was refused would be a link that leads nowhere: its words stay, as text.
  for (const dead of fragment.querySelectorAll('a:not([href])')) dead.replaceWith(...dead.childNodes);
  const container = document.createElement('div');
  container.append(fragment);
  return container.innerHTML;
}

/**
 * The addresses a link of server HTML may have: web, mail and phone, or a path of the app. No
 * other scheme (`javascript:`, `data:`, `vbscript:`, `file:`...), however written.
 */
const linkAddresses = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

/**
 * Whether server HTML may link to this address (see `linkAddresses`), read as DOMPurify and the
 * browser read it: without the spaces and control characters a scheme hides behind.
 */
export const isLinkAddress = (address: string) =>
  // eslint-disable-next-line no-control-regex -- control characters are how a scheme gets disguised.
  linkAddresses.test(address.replace(/[\u0000-\u0020\u00a0\u1680\u180e\u2000-\u2029\u205f\u3000]/g, ''));

/**
 * The rich profile's own purifier (DOMPurify keeps hooks per instance): an image whose address the
 * app's image filter refuses (another scheme, an SVG data URL, a backslash) loses it, and one
 * without a text alternative is decoration.
 */
const richPurifier = DOMPurify();
if (richPurifier.isSupported) {
  describeImages(richPurifier);
  richPurifier.addHook('uponSanitizeAttribute', (node, data) => {
    if (['src', 'poster'].includes(data.attrName) && !safeImageSource(data.attrValue)) data.keepAttr = false;
  });
}

/**
 * What server HTML may not bring even where no script runs: a style sheet or an inline style can
 * hide the page (`body{display:none}`) or cover it with a fixed layer, whatever Content-Security-Policy
 * headers the host sets or forgets.
 */
export const pageAlteringTags = ['style', 'link', 'meta', 'base'];

/** Text that moves by itself and cannot be stopped (WCAG 2.2.2); its words stay, standing still. */
export const movingTags = ['marquee', 'blink'];

/**
 * A popover leaves the page's flow for the top layer, above everything the app shows (a fake sign-in
 * over the real one), and a button of the same HTML can open it without a script.
 */
export const pageCoveringAttributes = ['popover', 'popovertarget', 'popovertargetaction'];

/** Form controls have no place in shown text; a field named like a DOM property also confuses what reads the HTML next (an editor). */
export const formTags = ['form', 'input', 'button', 'select', 'option', 'textarea'];

/**
 * `onerror=` inside a tag becomes `x-onerror=`, an attribute DOMPurify then drops. DOMPurify alone
 * already keeps the handler from running, but Chromium checks the page's Content-Security-Policy while
 * DOMPurify parses, and reports every handler it meets as a violation: noise that would hide a real one.
 */
export const renameEventHandlers = (html: string) =>
  html.replace(/<[^<>]*(>|$)/g, (tag) => tag.replace(/([\s/"'])(on[a-z]+\s*=)/gi, '$1x-$2'));

export interface SafeHtmlProps {
  /** Untrusted HTML; it is sanitised here, right before it is rendered. */
  html: string;
  profile?: SafeHtmlProfile;
  as?: 'span' | 'div' | 'p';
  /** End in an ellipsis after this many lines. */
  lines?: keyof typeof styles.lineClamps;
  id?: string;
}

/** Renders server HTML safely: the only way the product puts HTML on the page. */
export function SafeHtml({ html, profile = 'inline', as: Element = 'span', lines, id }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html, profile), [html, profile]);
  const className = [styles.safeHtml, lines ? styles.lineClamps[lines] : ''].filter(Boolean).join(' ');
  // Server text may be in another language than the page: each piece takes its own direction.
  // eslint-disable-next-line no-restricted-syntax -- the one door: `clean` has just been sanitised.
  return <Element id={id} dir="auto" className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
