// Stories and end-to-end tests run in a real Chromium, and their pictures are compared with baselines
// drawn with Debian's emoji font (the sample messages hold emoji; without it they draw as empty boxes).
// Find both; on Debian or Ubuntu install the distribution's packages when they are missing; elsewhere
// say plainly what to do.
import { execSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { chromiumPath } from './chromium.mjs';
import { installOnDebian } from './debian.mjs';

const emojiFontPackage = 'fonts-noto-color-emoji';

function hasEmojiFont() {
  try {
    return execSync('fc-list :family="Noto Color Emoji" family', { encoding: 'utf8' }).trim() !== '';
  } catch {
    return false;
  }
}

// What is missing is installed in one go: a fresh machine lacks both.
const missing = [...(!chromiumPath() && !process.env.CHROMIUM_PATH ? ['chromium'] : []), ...(!hasEmojiFont() ? [emojiFontPackage] : [])];
if (missing.length > 0) installOnDebian(missing);

const path = chromiumPath();
if (!path) {
  console.error(`Chromium was not found.
The test suite runs every story and the composed app in a real Chromium browser.
  Debian/Ubuntu:  sudo apt-get install -y chromium
  elsewhere:      set CHROMIUM_PATH to a Chromium or Chrome executable.`);
  process.exit(1);
}
if (!hasEmojiFont()) {
  console.error(`The Noto Color Emoji font was not found.
The stories' pictures are compared with baselines that draw emoji with it.
  Debian/Ubuntu:  sudo apt-get install -y ${emojiFontPackage}
  elsewhere:      install Noto Color Emoji (https://fonts.google.com/noto/specimen/Noto+Color+Emoji).`);
  process.exit(1);
}
console.log(`Using Chromium at ${path}, with Noto Color Emoji`);

// The baselines are drawn with one Chromium build; another draws text and edges a pixel differently
// here and there, and the pictures' check (vitest.config.ts) is strict enough to say so. Record the
// build with the baselines (`npm run test:update` passes --record) and say plainly when this one differs.
const baselineBrowserFile = new URL('../.storybook/baseline-browser.json', import.meta.url);
const version =
  /(\d+\.\d+\.\d+\.\d+)/.exec(execSync(`"${path}" --version`, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }))?.[1] ?? 'unknown';
if (process.argv.includes('--record')) {
  writeFileSync(baselineBrowserFile, `${JSON.stringify({ chromium: version }, null, 2)}\n`);
  console.log(`Baselines are drawn with Chromium ${version} (.storybook/baseline-browser.json)`);
} else {
  const drawnWith = existsSync(baselineBrowserFile) ? JSON.parse(readFileSync(baselineBrowserFile, 'utf8')).chromium : undefined;
  if (drawnWith !== version) {
    console.warn(`
WARNING: the stories' baselines were drawn with Chromium ${drawnWith ?? '(not recorded)'}; this machine has ${version}.
Pictures may differ by a few anti-aliased pixels that are no change of the product. Run the suite on
${drawnWith ? `Chromium ${drawnWith}` : 'the Chromium they were drawn with'}, or take new baselines with \`npm run test:update\` and look at each changed picture.
`);
  }
}
