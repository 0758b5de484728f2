/**
 * How much main-thread time the demo's fake backend costs while the signed-in home page loads: a CPU
 * profile of each load in Chromium, adding up the self time of functions in chunks that only the fake
 * backend reaches (not the app, lazy chunks included). Against a running `vite preview` of a build:
 *
 *   npm run build && npx vite preview --port 4599 &
 *   node scripts/fake-backend-cost.mjs http://localhost:4599 dist/.vite/manifest.json 5
 *
 * Prints the chunks that cost most on the first load, then the medians over the loads.
 */
import { chromium } from 'playwright-core';
import { readFileSync } from 'node:fs';
import { chromiumArgs, chromiumPath } from './chromium.mjs';

const [base, manifestPath, runs = '5'] = process.argv.slice(2);
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const entry = Object.keys(manifest).find((key) => manifest[key].isEntry && key.endsWith('index.html'));
const appFiles = new Set();
// Everything the app reaches, lazy chunks included, except through the fake backend's door.
const walk = (key) => {
  if (appFiles.has(key) || key.startsWith('mocks/')) return;
  appFiles.add(key);
  for (const next of [...(manifest[key].imports ?? []), ...(manifest[key].dynamicImports ?? [])]) walk(next);
};
walk(entry);
const mockFiles = new Set(
  Object.keys(manifest)
    .filter((key) => (key.startsWith('mocks/') || key.startsWith('_')) && !appFiles.has(key))
    .map((key) => manifest[key].file.split('/').pop()),
);

const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
const first = await (await browser.newContext()).newPage();
await first.goto(`${base}/de-AT/sign-in`);
await first.waitForLoadState('networkidle');
const token = await first.evaluate(
  async () =>
    (
      await (
        await fetch('/api/auth/sign-in', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ email: 'anna.gruber@callcenter.example', password: 'demo-2026' }),
        })
      ).json()
    ).accessToken,
);
const results = [];
for (let run = 0; run < Number(runs); run++) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await context.addInitScript((value) => localStorage.setItem('accessToken', value), token);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  let apiRequests = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) apiRequests++;
  });
  await page.goto(`${base}/de-AT/home`);
  await page.getByRole('heading', { level: 1, name: 'Willkommen, Anna Gruber' }).waitFor();
  await page.waitForLoadState('networkidle');
  const { profile } = await cdp.send('Profiler.stop');
  const dt = new Map();
  profile.timeDeltas.forEach((delta, index) => dt.set(profile.samples[index], (dt.get(profile.samples[index]) ?? 0) + delta));
  let fake = 0;
  const byFile = {};
  let total = 0;
  for (const node of profile.nodes) {
    const self = (dt.get(node.id) ?? 0) / 1000;
    const name = node.callFrame.functionName;
    if (name === '(idle)' || name === '(program)' || name === '(garbage collector)') continue;
    total += self;
    const file = (node.callFrame.url || '').split('/').pop();
    if (mockFiles.has(file)) {
      fake += self;
      byFile[file] = (byFile[file] ?? 0) + self;
    }
  }
  results.push({ fake, total, apiRequests });
  if (run === 0)
    console.log(
      Object.entries(byFile)
        .sort((a, b) => b[1] - a[1])
        .slice(0, 5)
        .map(([f, ms]) => `${f} ${ms.toFixed(0)}`)
        .join('\n'),
    );
  await context.close();
}
await browser.close();
const median = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
console.log(
  JSON.stringify({
    runs: results.length,
    fakeBackendMsMedian: median(results.map((r) => r.fake)).toFixed(0),
    scriptMsMedian: median(results.map((r) => r.total)).toFixed(0),
    apiRequests: results.map((r) => r.apiRequests),
    each: results.map((r) => r.fake.toFixed(0)),
  }),
);
