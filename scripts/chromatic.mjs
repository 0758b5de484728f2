// Publishes the workbench to Chromatic for cloud review, when a project token is configured.
// CI here never runs it: the offline screenshot suite is the gate (see README, "Visual review").
import { spawnSync } from 'node:child_process';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log(`CHROMATIC_PROJECT_TOKEN is not set, so nothing was published.
To publish the workbench to Chromatic:
  1. Create a project at chromatic.com and copy its project token.
  2. Run: CHROMATIC_PROJECT_TOKEN=<token> npm run chromatic
Keep the token in your shell or CI secret store, never in the repository.`);
  process.exit(0);
}

const result = spawnSync(
  'npx',
  ['chromatic', '--build-script-name', 'build-storybook', '--exit-zero-on-changes', ...process.argv.slice(2)],
  {
    stdio: 'inherit',
  },
);
process.exit(result.status ?? 1);
