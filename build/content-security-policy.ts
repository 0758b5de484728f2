import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/** What the policy depends on: the build's configuration and the inline styles of its index.html. */
export interface PolicySources {
  /** VITE_API_URL: empty in demo mode (the fake backend runs in the page). */
  apiUrl?: string | undefined;
  /** VITE_MSAL_CLIENT_ID and VITE_MSAL_AUTHORITY: the identity provider, when one is configured. */
  msalClientId?: string | undefined;
  msalAuthority?: string | undefined;
  /** The exact text of each inline <style> of the built index.html. */
  inlineStyles?: readonly string[];
}

/** MSAL's default authority, as `parseMsalConfig` has it. */
const defaultMsalAuthority = 'https://login.microsoftonline.com/common';

/** The origin of an absolute http(s) URL; nothing for a relative one (it is the page's own). */
function originOf(url: string | undefined): URL | undefined {
  if (!url?.trim()) return undefined;
  try {
    const parsed = new URL(url.trim());
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed : undefined;
  } catch {
    return undefined;
  }
}

export const styleHash = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * The app's Content-Security-Policy. Scripts only from the app's own files (no inline script, no
 * eval: zod runs jitless); styles from its stylesheets plus exactly the start screen's inline style,
 * which index.html carries so that it paints before any request; requests to the app's origin, the
 * API and its WebSocket origin (the live connection), and the identity provider. Images may also be
 * data: and blob: URLs (an avatar chosen for upload is shown before it is sent).
 */
export function contentSecurityPolicy({ apiUrl, msalClientId, msalAuthority, inlineStyles = [] }: PolicySources): string {
  const api = originOf(apiUrl);
  const apiOrigins = api ? [api.origin, `${api.protocol === 'https:' ? 'wss:' : 'ws:'}//${api.host}`] : [];
  const identityProvider = msalClientId?.trim() ? originOf(msalAuthority || defaultMsalAuthority) : undefined;
  const idpOrigins = identityProvider ? [identityProvider.origin] : [];

  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'"],
    ['style-src', "'self'", ...inlineStyles.map(styleHash)],
    ['img-src', "'self'", 'data:', 'blob:', ...(api ? [api.origin] : [])],
    ['connect-src', "'self'", ...apiOrigins, ...idpOrigins],
    // MSAL renews tokens silently in a hidden frame of the identity provider.
    ...(identityProvider ? [['frame-src', identityProvider.origin] as [string, string]] : []),
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map((directive) => directive.join(' ')).join('; ');
}

/** Directives a browser takes only from a header, and reports as ignored in a <meta> element. */
const headerOnlyDirectives = ['frame-ancestors', 'report-uri', 'sandbox'];

/**
 * The policy as index.html carries it, for hosts where no header can be set: the same, but for what
 * a <meta> element cannot say (the header, where there is one, still forbids framing).
 */
export function metaPolicy(policy: string): string {
  return policy
    .split('; ')
    .filter((directive) => !headerOnlyDirectives.includes(directive.split(' ')[0]!))
    .join('; ');
}

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** The headers every response of the app carries, the policy among them. */
export function securityHeaders(policy: string): Record<string, string> {
  return {
    'Content-Security-Policy': policy,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
  };
}

/** The header configurations of common static hosts, by file name in the build output. */
export function hostConfigurations(headers: Record<string, string>): Record<string, string> {
  const entries = Object.entries(headers);
  return {
    // Netlify and Cloudflare Pages.
    _headers: `/*\n${entries.map(([name, value]) => `  ${name}: ${value}`).join('\n')}\n`,
    // Azure Static Web Apps, with the single-page app's fallback to index.html.
    'staticwebapp.config.json': `${JSON.stringify(
      {
        globalHeaders: headers,
        navigationFallback: { rewrite: '/index.html', exclude: ['/assets/*', '/images/*', '/sounds/*', '/*.{js,svg,json,webmanifest}'] },
      },
      null,
      2,
    )}\n`,
    // nginx: `include` this inside the server block that serves the build.
    'security-headers.nginx.conf': `${entries.map(([name, value]) => `add_header ${name} "${value}" always;`).join('\n')}\n`,
  };
}

const inlineStylesOf = (html: string) => [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1] ?? '');

/**
 * Writes the policy for this build, with the hash of each inline style of index.html as it was
 * built, into the host configurations beside it and into index.html itself, so that what is
 * deployed allows exactly what the build contains, headers or not.
 */
export function contentSecurityPolicyFiles(): Plugin {
  let outDir = 'dist';
  let env: Record<string, string> = {};
  let inlineStyles: string[] = [];
  const policyOfBuild = () =>
    contentSecurityPolicy({
      apiUrl: env.VITE_API_URL,
      msalClientId: env.VITE_MSAL_CLIENT_ID,
      msalAuthority: env.VITE_MSAL_AUTHORITY,
      inlineStyles,
    });
  return {
    name: 'content-security-policy-files',
    // The build writes the files; `vite preview` (a serve command) reads them. The dev server has
    // none: its module reloading needs inline scripts.
    apply: (_config, { command, isPreview }) => command === 'build' || isPreview === true,
    configResolved(config) {
      outDir = config.build.outDir;
      env = config.env;
    },
    // index.html carries the policy too, first in its head, before anything it governs.
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        inlineStyles = inlineStylesOf(html);
        const meta = `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(metaPolicy(policyOfBuild()))}" />`;
        return html.replace(/<head>/, `<head>\n    ${meta}`);
      },
    },
    writeBundle() {
      const policy = policyOfBuild();
      for (const [file, text] of Object.entries(hostConfigurations(securityHeaders(policy)))) writeFileSync(join(outDir, file), text);
    },
    // `vite preview` serves the build as a host would: with the headers written beside it.
    configurePreviewServer(server) {
      const configuration = join(server.config.build.outDir, 'staticwebapp.config.json');
      if (!existsSync(configuration)) return;
      const { globalHeaders } = JSON.parse(readFileSync(configuration, 'utf8')) as { globalHeaders: Record<string, string> };
      server.middlewares.use((_request, response, next) => {
        for (const [name, value] of Object.entries(globalHeaders)) response.setHeader(name, value);
        next();
      });
    },
  };
}
