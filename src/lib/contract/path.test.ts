import { describe, expect, it } from 'vitest';
import { fillPath } from './path';

describe('fillPath', () => {
  it('fills each parameter as one encoded segment', () => {
    expect(fillPath('api/ui/icons/:set', { set: 'feather' })).toBe('api/ui/icons/feather');
    expect(fillPath('api/docs/:file', { file: '../etc/passwd' })).toBe('api/docs/..%2Fetc%2Fpasswd');
    expect(fillPath('api/:area/items/:id', { area: 'a b', id: 'x?y' })).toBe('api/a%20b/items/x%3Fy');
  });

  it('says which parameter is missing', () => {
    expect(() => fillPath('api/docs/:file', {} as { file: string })).toThrow('api/docs/:file needs its parameter file.');
  });
});
