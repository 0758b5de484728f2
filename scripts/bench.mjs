// Lighthouse on the built app in demo mode, signed in: the sign-in page, the home and one template
// app of each kind, mobile and desktop, three runs each, the median. A benchmark, not a test: CI
// does not run it, and its figures depend on the machine.
// `npm run bench [-- --runs 5] [--only home] [--reports dir] [--filmstrip]`: --only measures the pages
// whose name contains the word; --reports writes each run's Lighthouse report (JSON) there, for the
// details (which element is the largest paint, where the main thread's time goes). Beside each mobile
// score it prints the blocking time and the largest paint of a load with the mobile profile applied for
// real and no filmstrip (--filmstrip records one, as Lighthouse does).
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import { screenEmulationMetrics, throttling } from 'lighthouse/core/config/constants.js';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import { chromiumArgs, chromiumPath } from './chromium.mjs';

const root = new URL('..', import.meta.url).pathname;
const outDir = join(root, 'node_modules/.cache/bench-dist');
const runsArg = process.argv.indexOf('--runs');
const runs = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 3;
const optionOf = (name) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined);
const only = optionOf('--only')?.toLowerCase();
const reportDir = optionOf('--reports');
// With --filmstrip the blocking-time trace also records Lighthouse's screenshots, to show what they cost.
const filmstrip = process.argv.includes('--filmstrip');
if (reportDir) mkdirSync(reportDir, { recursive: true });
const debuggingPort = 9333;

/** What is measured: the page, and whether it needs the demo user signed in. */
const allPages = [
  { name: 'Sign-in page', path: '/en-US/sign-in', signedIn: false },
  { name: 'Signed-in home', path: '/en-US/home', signedIn: true },
  { name: 'Table (contacts)', path: '/en-US/contacts', signedIn: true },
  { name: 'Dashboard with charts (analytics)', path: '/en-US/analytics', signedIn: true },
  { name: 'Mailbox', path: '/en-US/apps/mailbox/inbox/1', signedIn: true },
];
const pages = allPages.filter(({ name }) => !only || name.toLowerCase().includes(only));

// The demo build (no API address), for production.
process.env.NODE_ENV = 'production';
process.env.VITE_API_URL = '';
await build({ configFile: join(root, 'vite.config.ts'), logLevel: 'error', mode: 'production', build: { outDir, emptyOutDir: true } });

/**
 * The build served as a production host would: compressed, the hashed assets cached for good,
 * every other path answered with the app's page. (`vite preview` does not compress.)
 */
const types = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
  '.wav': 'audio/wav',
};
const compressed = new Map();
const server = createServer((request, response) => {
  const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
  let file = normalize(join(outDir, pathname));
  if (!file.startsWith(outDir) || !existsSync(file) || statSync(file).isDirectory()) file = join(outDir, 'index.html');
  const type = types[extname(file)] ?? 'application/octet-stream';
  const gzip = /text|json|svg/.test(type) && /\bgzip\b/.test(String(request.headers['accept-encoding']));
  if (gzip && !compressed.has(file)) compressed.set(file, gzipSync(readFileSync(file)));
  response.writeHead(200, {
    'content-type': type,
    'cache-control': file.includes(`${outDir}/assets/`) ? 'public, max-age=31536000, immutable' : 'no-cache',
    ...(gzip ? { 'content-encoding': 'gzip' } : {}),
  });
  response.end(gzip ? compressed.get(file) : readFileSync(file));
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const address = server.address();
const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

// One browser profile: Lighthouse opens its tabs in it, so the demo user's session and the fake
// backend's worker are there. Storage is kept between runs; the HTTP cache is cleared before each.
const executablePath = chromiumPath();
const context = await chromium.launchPersistentContext(join(root, 'node_modules/.cache/bench-profile'), {
  ...(executablePath ? { executablePath } : {}),
  args: [...chromiumArgs, `--remote-debugging-port=${debuggingPort}`],
  locale: 'en-US',
});
const page = context.pages()[0] ?? (await context.newPage());
const cdp = await context.newCDPSession(page);

async function signOut() {
  await page.goto(`${baseUrl}/en-US/sign-in`);
  await page.evaluate(() => localStorage.clear());
}

async function signIn() {
  await page.goto(`${baseUrl}/en-US/sign-in`);
  await page.getByRole('textbox', { name: 'E-mail address' }).fill('anna.gruber@callcenter.example');
  await page.getByLabel('Password').fill('demo-2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('textbox', { name: 'Verification code' }).fill('246810');
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.getByRole('heading', { level: 1, name: /Welcome/ }).waitFor({ timeout: 30_000 });
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/**
 * The mobile profile applied for real (the CPU four times slower, Lighthouse's mobile network and
 * screen) and the page traced without Lighthouse's filmstrip: the main thread's blocking time from
 * the first contentful paint until the network is idle (each task's time over 50 ms, as in TBT), and
 * the time of the largest paint. Lighthouse simulates its own from an unthrottled load: it counts
 * what arrived before the paint there, though on a slow network the page might have painted sooner.
 * Lighthouse's filmstrip has Chromium's compositor copy every frame; without a GPU, on two cores,
 * that copying takes the CPU the page's own tasks need and lengthens them (see docs/performance.md).
 */
async function observedLoad(url) {
  const { requestLatencyMs, downloadThroughputKbps, uploadThroughputKbps, cpuSlowdownMultiplier } = throttling.mobileSlow4G;
  const { width, height, deviceScaleFactor, mobile } = screenEmulationMetrics.mobile;
  await page.goto('about:blank');
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: requestLatencyMs,
    downloadThroughput: (downloadThroughputKbps * 1024) / 8,
    uploadThroughput: (uploadThroughputKbps * 1024) / 8,
  });
  await cdp.send('Emulation.setDeviceMetricsOverride', { width, height, deviceScaleFactor, mobile });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdownMultiplier });
  const events = [];
  const collect = ({ value }) => events.push(...value);
  cdp.on('Tracing.dataCollected', collect);
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  const categories = [
    'devtools.timeline',
    'disabled-by-default-devtools.timeline',
    'loading',
    ...(filmstrip ? ['disabled-by-default-devtools.screenshot'] : []),
  ];
  await cdp.send('Tracing.start', { categories: categories.join(','), transferMode: 'ReportEvents' });
  try {
    await page.goto(url, { waitUntil: 'networkidle', timeout: 120_000 });
  } finally {
    await cdp.send('Tracing.end');
    await complete;
    cdp.off('Tracing.dataCollected', collect);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await cdp.send('Emulation.clearDeviceMetricsOverride');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  }
  // The page's main thread: of the renderers' main threads, the one that worked longest.
  const mainThreads = new Set(
    events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`),
  );
  const work = new Map();
  for (const e of events) {
    const thread = `${e.pid}:${e.tid}`;
    if (e.name === 'RunTask' && typeof e.dur === 'number' && mainThreads.has(thread)) work.set(thread, (work.get(thread) ?? 0) + e.dur);
  }
  const [main] = [...work].sort((a, b) => b[1] - a[1])[0] ?? [];
  const paint = events.find((e) => e.name === 'firstContentfulPaint' && `${e.pid}:${e.tid}` === main);
  if (!paint) throw new Error(`No first contentful paint in the trace of ${url}`);
  let blocking = 0;
  for (const e of events) {
    // A task still running when the trace ends has no duration.
    if (e.name !== 'RunTask' || typeof e.dur !== 'number' || `${e.pid}:${e.tid}` !== main || e.ts + e.dur <= paint.ts) continue;
    const ms = (e.ts + e.dur - Math.max(e.ts, paint.ts)) / 1000;
    blocking += Math.max(0, ms - 50);
  }
  // The largest paint: the last candidate the browser recorded, in milliseconds from the navigation's start.
  const largest = events.filter((e) => e.name === 'NavStartToLargestContentfulPaint::Candidate::AllFrames::UKM').at(-1);
  return { blocking, largestPaint: largest?.args?.data?.durationInMilliseconds };
}

async function measure(name, url, formFactor) {
  const results = [];
  const observed = [];
  for (let run = 0; run < runs; run++) {
    if (formFactor === 'mobile') observed.push(await observedLoad(url));
    await cdp.send('Network.clearBrowserCache');
    const result = await lighthouse(
      url,
      { port: debuggingPort, output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: true },
      formFactor === 'desktop' ? desktopConfig : undefined,
    );
    const { categories, audits } = result.lhr;
    if (reportDir)
      writeFileSync(
        join(reportDir, `${name.replace(/\W+/g, '-').replace(/-$/, '').toLowerCase()}-${formFactor}-${run + 1}.json`),
        JSON.stringify(result.lhr),
      );
    benchmarkIndexes.push(result.lhr.environment.benchmarkIndex);
    results.push({
      score: Math.round((categories.performance.score ?? 0) * 100),
      tbt: audits['total-blocking-time'].numericValue,
      lcp: audits['largest-contentful-paint'].numericValue,
      fcp: audits['first-contentful-paint'].numericValue,
    });
  }
  return {
    runs: results.map((r) => r.score).join(' / '),
    score: median(results.map((r) => r.score)),
    tbt: median(results.map((r) => r.tbt)),
    lcp: median(results.map((r) => r.lcp)),
    fcp: median(results.map((r) => r.fcp)),
    blocked: observed.length ? median(observed.map((load) => load.blocking)) : undefined,
    blockedRuns: observed.map((load) => Math.round(load.blocking)).join(' / '),
    // A load whose trace recorded no largest paint counts as the slowest (it is shown as "?").
    painted: observed.length ? median(observed.map((load) => load.largestPaint ?? Number.MAX_VALUE)) : undefined,
    paintedRuns: observed.map((load) => (load.largestPaint === undefined ? '?' : (load.largestPaint / 1000).toFixed(1))).join(' / '),
  };
}

// Lighthouse's measure of the host's CPU (higher is faster): figures of two machines compare only
// with it beside them, since the mobile profile's blocking time is the machine's task lengths times four.
const benchmarkIndexes = [];
const rows = [];
try {
  await signOut();
  for (const { name, path } of pages.filter((entry) => !entry.signedIn)) {
    for (const formFactor of ['mobile', 'desktop'])
      rows.push({ name, formFactor, ...(await measure(name, `${baseUrl}${path}`, formFactor)) });
  }
  await signIn();
  for (const { name, path } of pages.filter((entry) => entry.signedIn)) {
    for (const formFactor of ['mobile', 'desktop'])
      rows.push({ name, formFactor, ...(await measure(name, `${baseUrl}${path}`, formFactor)) });
  }
} finally {
  await context.close();
  server.close();
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
console.log(
  `\nLighthouse ${runs} runs each, median (demo build, signed in where marked; Chromium ${context.browser()?.version() ?? ''}; ` +
    `the host's benchmark index ${Math.round(median(benchmarkIndexes))}, from ${Math.round(Math.min(...benchmarkIndexes))} to ${Math.round(Math.max(...benchmarkIndexes))})\n`,
);
console.log(
  `| Page | Form factor | Performance | TBT | LCP | FCP | Each run's score | Mobile profile applied, ${filmstrip ? 'with' : 'no'} filmstrip: blocking time (each run) | The same loads' largest paint (each run) |`,
);
console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
for (const row of rows) {
  const blocked = row.blocked === undefined ? '–' : `${Math.round(row.blocked)} ms (${row.blockedRuns})`;
  const painted = row.painted === undefined ? '–' : `${row.painted === Number.MAX_VALUE ? '?' : seconds(row.painted)} (${row.paintedRuns})`;
  console.log(
    `| ${row.name} | ${row.formFactor} | ${row.score} | ${Math.round(row.tbt)} ms | ${seconds(row.lcp)} | ${seconds(row.fcp)} | ${row.runs} | ${blocked} | ${painted} |`,
  );
}
