/**
 * An image address from the server that may reach an `src`: http(s), a path of this site, or an
 * inline picture (`data:image/...`). Anything else (javascript:, a data: document, another scheme,
 * a protocol-relative //host, control characters) gives undefined, and the caller shows its fallback.
 */
export function safeImageSource(src: string | null | undefined): string | undefined {
  if (typeof src !== 'string') return undefined;
  const value = src.trim();
  // eslint-disable-next-line no-control-regex -- control characters are how a scheme gets disguised.
  if (!value || /[\u0000-\u001f\u007f]/.test(value) || value.startsWith('//') || value.startsWith('\\')) return undefined;
  if (/^data:/i.test(value)) return /^data:image\/[a-z0-9.+-]+[;,]/i.test(value) ? value : undefined;
  if (!/^[a-z][a-z\d+.-]*:/i.test(value)) return value;
  return /^https?:\/\/[^/]/i.test(value) ? value : undefined;
}
