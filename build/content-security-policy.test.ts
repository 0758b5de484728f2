import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, hostConfigurations, metaPolicy, securityHeaders, styleHash } from './content-security-policy';

const directive = (policy: string, name: string) => policy.split('; ').find((part) => part.startsWith(`${name} `));

describe('the Content-Security-Policy of a build', () => {
  it('allows a demo build only its own origin, and exactly the inline styles it carries', () => {
    const policy = contentSecurityPolicy({ inlineStyles: ['body { margin: 0; }'] });
    expect(policy).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self' 'sha256-Pme0qVBbJGACcvHOa2d2xK4uveiPdlWdSipR9gLYAMQ='; " +
        "img-src 'self' data: blob:; connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
    );
    expect(policy).not.toContain('unsafe');
  });

  it('hashes a style exactly: one changed character needs another hash', () => {
    expect(styleHash('body { margin: 0; }')).not.toBe(styleHash('body { margin: 0;}'));
  });

  it('lets a build for a real API reach it and its WebSocket origin, and load its images', () => {
    const secure = contentSecurityPolicy({ apiUrl: 'https://api.callcenter.example/v1/' });
    expect(directive(secure, 'connect-src')).toBe("connect-src 'self' https://api.callcenter.example wss://api.callcenter.example");
    expect(directive(secure, 'img-src')).toBe("img-src 'self' data: blob: https://api.callcenter.example");
    const local = contentSecurityPolicy({ apiUrl: 'http://127.0.0.1:47123/' });
    expect(directive(local, 'connect-src')).toBe("connect-src 'self' http://127.0.0.1:47123 ws://127.0.0.1:47123");
  });

  it('adds nothing for an API on the same origin, or for an address that is no http(s) URL', () => {
    for (const apiUrl of ['/api/', 'javascript:alert(1)', 'not a url']) {
      expect(directive(contentSecurityPolicy({ apiUrl }), 'connect-src')).toBe("connect-src 'self'");
    }
  });

  it('reaches the identity provider, and frames it for silent renewal, only when one is configured', () => {
    expect(contentSecurityPolicy({ msalAuthority: 'https://login.example/tenant' })).not.toContain('login.example');
    const policy = contentSecurityPolicy({ msalClientId: 'client', msalAuthority: '' });
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self' https://login.microsoftonline.com");
    expect(directive(policy, 'frame-src')).toBe('frame-src https://login.microsoftonline.com');
  });

  it('writes the same headers for each static host', () => {
    const files = hostConfigurations(securityHeaders("default-src 'self'"));
    expect(files._headers).toBe(
      "/*\n  Content-Security-Policy: default-src 'self'\n  X-Content-Type-Options: nosniff\n  Referrer-Policy: strict-origin-when-cross-origin\n",
    );
    const azure = JSON.parse(files['staticwebapp.config.json'] ?? '{}') as {
      globalHeaders: Record<string, string>;
      navigationFallback: { rewrite: string };
    };
    expect(azure.globalHeaders['Content-Security-Policy']).toBe("default-src 'self'");
    expect(azure.navigationFallback.rewrite).toBe('/index.html');
    expect(files['security-headers.nginx.conf']).toContain(`add_header Content-Security-Policy "default-src 'self'" always;`);
  });

  it('carries the same policy in index.html, but for what only a header can say', () => {
    const policy = contentSecurityPolicy({ inlineStyles: ['body{}'] });
    const meta = metaPolicy(policy);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(meta).not.toContain('frame-ancestors');
    expect(meta).toBe(
      policy
        .split('; ')
        .filter((part) => !part.startsWith('frame-ancestors'))
        .join('; '),
    );
    expect(directive(meta, 'style-src')).toBe(`style-src 'self' ${styleHash('body{}')}`);
  });
});
