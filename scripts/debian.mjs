import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Installs Debian's (or Ubuntu's) packages; on another system, or when it fails, does nothing: the caller says what is missing. */
export function installOnDebian(packages) {
  if (!existsSync('/usr/bin/apt-get')) return;
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  console.log(`Installing Debian's ${packages.join(' and ')} (${sudo}apt-get install ${packages.join(' ')})...`);
  try {
    execSync(`${sudo}apt-get update -qq && DEBIAN_FRONTEND=noninteractive ${sudo}apt-get install -y -qq ${packages.join(' ')}`, {
      stdio: 'inherit',
    });
  } catch {
    // The caller says what to install by hand.
  }
}
