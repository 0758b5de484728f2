import { z } from 'zod';

// Zod compiles object schemas with `new Function` when it may, and merely probing whether it may is
// reported as a violation under the app's Content-Security-Policy (script-src 'self', no
// 'unsafe-eval'). The interpreted parser is fast enough for forms and API answers. Every module that
// parses imports zod from here, so the setting holds before the first parse.
z.config({ jitless: true });

export { z };
