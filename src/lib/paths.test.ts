import { describe, expect, it } from 'vitest';
import { appLink, isExternalLink, paths, redirectTargetOf, safeRedirectTarget } from './paths';

describe('sign-in redirects', () => {
  it('returns to the page that needed a session, with its query', () => {
    expect(redirectTargetOf({ pathname: '/de-AT/profile', search: '?tab=photo' })).toBe('/de-AT/profile?tab=photo');
    expect(paths.signIn('de-AT', '/de-AT/profile?tab=photo')).toBe('/de-AT/sign-in?redirectURL=%2Fde-AT%2Fprofile%3Ftab%3Dphoto');
  });

  it('maps a sign-out page to the root', () => {
    expect(redirectTargetOf({ pathname: '/en-US/sign-out' })).toBe('/');
    expect(redirectTargetOf({ pathname: '/sign-out' })).toBe('/');
    expect(redirectTargetOf({ pathname: '/en-US/sign-outs' })).toBe('/en-US/sign-outs');
  });

  it('follows only paths of this app', () => {
    expect(safeRedirectTarget('/en-US/settings', '/')).toBe('/en-US/settings');
    for (const unsafe of ['//evil.example', 'https://evil.example', '/\\evil.example', 'javascript:alert(1)', '', null]) {
      expect(safeRedirectTarget(unsafe, '/fallback')).toBe('/fallback');
    }
  });

  it('builds the call path with the room id as a query parameter', () => {
    expect(paths.call('en-US', 'room 7')).toBe('/en-US/call?id=room+7');
  });
});

describe('links from server data', () => {
  it('puts app paths into the page locale', () => {
    expect(appLink('de-AT', '/profile')).toBe('/de-AT/profile');
    expect(appLink('en-US', 'apps/mailbox')).toBe('/en-US/apps/mailbox');
    expect(appLink('en-US', '/call?id=7')).toBe('/en-US/call?id=7');
    expect(appLink('ar-SA', '/')).toBe('/ar-SA/home');
  });

  it('keeps a path that already names a locale', () => {
    expect(appLink('de-AT', '/en-US/settings')).toBe('/en-US/settings');
  });

  it('leaves other sites alone and refuses script addresses', () => {
    expect(appLink('de-AT', 'https://example.org/a')).toBe('https://example.org/a');
    expect(appLink('de-AT', 'mailto:team@example.org')).toBe('mailto:team@example.org');
    expect(appLink('de-AT', 'javascript:alert(1)')).toBe('#');
    expect(appLink('de-AT', ' JavaScript:alert(1)')).toBe('#');
    expect(appLink('de-AT', 'data:text/html,x')).toBe('#');
    expect(isExternalLink('https://example.org')).toBe(true);
    expect(isExternalLink('/profile')).toBe(false);
  });
});
