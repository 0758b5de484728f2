// The stories' baselines are most of the repository's weight. Vitest writes them as it draws them;
// this makes the new and changed ones smaller without changing a pixel (optipng is lossless), so
// that a redrawn picture costs the history a third less. Run by `npm run test:update`.
import { execFileSync, execSync } from 'node:child_process';
import { installOnDebian } from './debian.mjs';

const hasOptipng = () => {
  try {
    execSync('optipng -v', { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};

const changed = execSync('git status --porcelain --untracked-files=all -- "*__screenshots__*.png"', { encoding: 'utf8' })
  .split('\n')
  .filter((line) => line && !line.startsWith(' D') && !line.startsWith('D '))
  .map((line) => line.slice(3));

if (changed.length === 0) process.exit(0);
if (!hasOptipng()) installOnDebian(['optipng']);
if (!hasOptipng()) {
  console.warn(`optipng was not found: ${changed.length} new or changed pictures stay as Vitest wrote them.
  Debian/Ubuntu:  sudo apt-get install -y optipng   (then run: node scripts/compress-pictures.mjs)`);
  process.exit(0);
}
for (let start = 0; start < changed.length; start += 50) {
  execFileSync('optipng', ['-quiet', '-o2', '-strip', 'all', ...changed.slice(start, start + 50)], { stdio: 'inherit' });
}
console.log(`Compressed ${changed.length} new or changed pictures (optipng, lossless).`);
