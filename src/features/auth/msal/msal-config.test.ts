import { describe, expect, it } from 'vitest';
import { MsalConfigError, parseMsalConfig } from './msal-config';

const raw = { clientId: 'client', authority: '', interactionType: 'popup', scopes: 'api://call-center/.default  openid' };

describe('MSAL configuration', () => {
  it('is off without a client id', () => {
    expect(parseMsalConfig({ ...raw, clientId: '' })).toBeNull();
  });

  it('takes popup or redirect, in any case, and splits the scopes', () => {
    expect(parseMsalConfig(raw)).toEqual({
      clientId: 'client',
      authority: 'https://login.microsoftonline.com/common',
      interactionType: 'popup',
      scopes: ['api://call-center/.default', 'openid'],
    });
    expect(parseMsalConfig({ ...raw, interactionType: 'Redirect' })?.interactionType).toBe('redirect');
  });

  it('rejects any other interaction type, naming the allowed values', () => {
    expect(() => parseMsalConfig({ ...raw, interactionType: 'silent' })).toThrow(MsalConfigError);
    expect(() => parseMsalConfig({ ...raw, interactionType: 'silent' })).toThrow(
      'VITE_MSAL_INTERACTION_TYPE is "silent", but it must be one of: "popup", "redirect".',
    );
  });
});
