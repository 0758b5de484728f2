import { existsSync } from 'node:fs';

/** Where the tests find Chromium: $CHROMIUM_PATH, then Debian's and other distributions' usual places. */
const candidates = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/usr/bin/google-chrome-stable'];

export function chromiumPath() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : undefined;
  return candidates.find((path) => existsSync(path));
}

/** Flags for a closed network and a root user (no sandbox, no background calls home), and fake media devices. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
  '--font-render-hinting=none',
  '--force-color-profile=srgb',
  // A camera and a microphone that always exist and never ask: the call room is tested with them.
  '--use-fake-device-for-media-stream',
  '--use-fake-ui-for-media-stream',
];
