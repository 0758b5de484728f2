// Stories and end-to-end tests run in a real Chromium. Find it; on Debian or Ubuntu install the
// distribution's package when it is missing; elsewhere say plainly what to do.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromiumPath } from './chromium.mjs';

function installOnDebian() {
  if (!existsSync('/usr/bin/apt-get') || process.env.CHROMIUM_PATH) return false;
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  console.log(`Chromium is missing; installing Debian's package (${sudo}apt-get install chromium)...`);
  try {
    execSync(`${sudo}apt-get update -qq && ${sudo}apt-get install -y -qq chromium`, { stdio: 'inherit' });
    return true;
  } catch {
    return false;
  }
}

let path = chromiumPath();
if (!path && installOnDebian()) path = chromiumPath();
if (!path) {
  console.error(`Chromium was not found.
The test suite runs every story and the composed app in a real Chromium browser.
  Debian/Ubuntu:  sudo apt-get install -y chromium
  elsewhere:      set CHROMIUM_PATH to a Chromium or Chrome executable.`);
  process.exit(1);
}
console.log(`Using Chromium at ${path}`);
