/**
 * Stands in for `tough-cookie` in the demo app's build (see vite.config.ts). MSW keeps the cookies
 * that mocked responses set in a cookie jar, and tough-cookie brings the public-suffix list (tldts)
 * with it: about 100 KB gzip that the demo would load before its first API call. The fake backend
 * sets no cookies, so its jar is always empty; the browser's own cookies still reach the handlers.
 */
export class Cookie {
  static fromJSON(): null {
    return null;
  }
}

export class MemoryCookieStore {
  idx: Record<string, never> = {};
}

export class CookieJar {
  getCookiesSync(): never[] {
    return [];
  }

  async setCookie(): Promise<void> {
    // The fake backend sets no cookies: nothing to keep.
  }
}
