// Stories and end-to-end tests run in a real Chromium, and their pictures are compared with baselines
// drawn with Debian's emoji font (the sample messages hold emoji; without it they draw as empty boxes).
// Find both; on Debian or Ubuntu install the distribution's packages when they are missing; elsewhere
// say plainly what to do.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromiumPath } from './chromium.mjs';

const emojiFontPackage = 'fonts-noto-color-emoji';

function installOnDebian(packages) {
  if (!existsSync('/usr/bin/apt-get')) return;
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  console.log(`Installing Debian's ${packages.join(' and ')} (${sudo}apt-get install ${packages.join(' ')})...`);
  try {
    execSync(`${sudo}apt-get update -qq && DEBIAN_FRONTEND=noninteractive ${sudo}apt-get install -y -qq ${packages.join(' ')}`, { stdio: 'inherit' });
  } catch {
    // Said below, with what to install by hand.
  }
}

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
