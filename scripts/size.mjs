// Builds the app and reports the gzip size of the JS and CSS that index.html loads up front
// (its module script, modulepreloads and stylesheets). Fails when the JS is over budget.
import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const root = new URL('..', import.meta.url).pathname;
const dist = join(root, 'dist');
const budget = JSON.parse(readFileSync(join(root, 'size-budget.json'), 'utf8'));

if (!process.argv.includes('--no-build')) {
  execSync('npx vite build --logLevel warn', { cwd: root, stdio: 'inherit', env: { ...process.env, VITE_API_URL: '' } });
}

const html = readFileSync(join(dist, 'index.html'), 'utf8');
const assets = (pattern) => [...html.matchAll(pattern)].map((match) => match[1]);
const scripts = [
  ...assets(/<script[^>]+type="module"[^>]+src="([^"]+)"/g),
  ...assets(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
];
const styles = assets(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g);

const gzipKb = (files) =>
  files.reduce((total, file) => total + gzipSync(readFileSync(join(dist, file.replace(/^\//, '')))).length, 0) / 1024;

const rows = [
  ...scripts.map((file) => ['js', file, gzipKb([file])]),
  ...styles.map((file) => ['css', file, gzipKb([file])]),
];
for (const [kind, file, kb] of rows) console.log(`${kind.padEnd(4)}${kb.toFixed(1).padStart(8)} KB  ${file}`);

const jsKb = gzipKb(scripts);
const cssKb = gzipKb(styles);
console.log(`\nEntry JS  ${jsKb.toFixed(1)} KB gzip (budget ${budget.entryJsGzipKb} KB)`);
console.log(`Entry CSS ${cssKb.toFixed(1)} KB gzip`);

if (jsKb > budget.entryJsGzipKb) {
  console.error(`Entry JS is ${(jsKb - budget.entryJsGzipKb).toFixed(1)} KB over budget: lazy-load what the first screen does not need.`);
  process.exit(1);
}
