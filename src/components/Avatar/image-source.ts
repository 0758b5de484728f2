/**
 * An image address from the server that may reach an `src`: http(s), a path of this site, or an
 * inline raster picture (`data:image/png;base64,...`). Anything else gives undefined, and the caller
 * shows its fallback: javascript:, a data: document or SVG (a document of its own), another scheme,
 * a protocol-relative `//host`, and a backslash anywhere (browsers read `/\\host` as `//host`, another
 * site), control characters too. The fake backend refuses what this refuses, with this same function.
 */
export function safeImageSource(src: string | null | undefined): string | undefined {
  if (typeof src !== 'string') return undefined;
  const value = src.trim();
  // eslint-disable-next-line no-control-regex -- control characters are how a scheme gets disguised.
  if (!value || /[\u0000-\u001f\u007f\\]/.test(value) || value.startsWith('//')) return undefined;
  if (/^data:/i.test(value)) return /^data:image\/(png|jpeg|gif|webp|avif);base64,[a-z0-9+/]*={0,2}$/i.test(value) ? value : undefined;
  if (!/^[a-z][a-z\d+.-]*:/i.test(value)) return value;
  return /^https?:\/\/[^/]/i.test(value) ? value : undefined;
}
