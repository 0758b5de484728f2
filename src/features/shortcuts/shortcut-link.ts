// Apart from the schemas: the top bar's panel tells web links from the app's own with it, and the
// panel is on every signed-in page, where the validation library is not needed until a form opens.

/** The longest label, description and link a shortcut may have: the form shows them, the server refuses more. */
export const shortcutLimits = { label: 40, description: 120, link: 2048 } as const;

/**
 * What a shortcut's link is, by the link itself: a path of this app ('/profile', 'apps/mailbox'),
 * a web address (http or https, with a host), or null for anything else: another scheme
 * (javascript:, data:, vbscript:, mailto:...), a protocol-relative '//host', or control characters.
 */
export function shortcutLinkKind(link: string): 'app' | 'web' | null {
  const value = link.trim();
  // eslint-disable-next-line no-control-regex -- control characters are exactly what must not pass.
  if (!value || /[\u0000-\u001f\u007f-\u009f\s\\]/.test(value) || value.startsWith('//')) return null;
  if (!/^[a-z][a-z\d+.-]*:/i.test(value)) return 'app';
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname ? 'web' : null;
  } catch {
    return null;
  }
}
