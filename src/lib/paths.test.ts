import { describe, expect, it } from 'vitest';
import { paths, redirectTargetOf, safeRedirectTarget } from './paths';

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
