// The gzip size of the JS and CSS that a build's index.html loads up front (its module script,
// modulepreloads and stylesheets): what arrives before the first screen can draw.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Each file index.html loads up front with its gzip size in KB, and the totals of its JS and CSS. */
export function entrySize(dist) {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const assets = (pattern) => [...html.matchAll(pattern)].map((match) => match[1]);
  const scripts = [
    ...assets(/<script[^>]+type="module"[^>]+src="([^"]+)"/g),
    ...assets(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
  ];
  const styles = assets(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g);
  const gzipKb = (files) =>
    files.reduce((total, file) => total + gzipSync(readFileSync(join(dist, file.replace(/^\//, '')))).length, 0) / 1024;
  const files = [
    ...scripts.map((file) => ({ kind: 'js', file, kb: gzipKb([file]) })),
    ...styles.map((file) => ({ kind: 'css', file, kb: gzipKb([file]) })),
  ];
  return { files, jsKb: gzipKb(scripts), cssKb: gzipKb(styles) };
}
