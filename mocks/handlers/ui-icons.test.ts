import { describe, expect, it } from 'vitest';
import type { HttpError } from '@/lib/http';
import { iconSets, type IconSet } from '@/features/icons';
import { serveFakeBackend, signedInApi } from '../node';

serveFakeBackend();

const api = signedInApi;
const set = (id: string) => api.get<IconSet>(`api/ui/icons/${id}`);

describe('api/ui/icons/{set}', () => {
  it.each(iconSets)('answers %s with its namespace, name, grid and the names of its package', async (id) => {
    const answer = await set(id);
    expect(answer).toEqual({ namespace: expect.any(String), name: expect.any(String), grid: 'icon-size-24', list: expect.any(Array) });
    expect(new Set(answer.list).size).toBe(answer.list.length);
    expect(answer.list.every((name) => /^[a-z0-9_-]+$/.test(name))).toBe(true);
  });

  it('has the sizes of the packages: Material about 1,800 or more, Feather about 280, Heroicons about 320', async () => {
    for (const id of ['material-solid', 'material-outline', 'material-twotone'])
      expect((await set(id)).list.length, id).toBeGreaterThan(1800);
    expect((await set('feather')).list.length).toBeGreaterThan(270);
    expect((await set('heroicons-outline')).list.length).toBeGreaterThan(300);
  });

  it('names icons as their packages use them', async () => {
    expect((await set('feather')).list).toContain('alert-triangle');
    expect((await set('heroicons-outline')).list).toEqual(expect.arrayContaining(['academic-cap', 'arrow-path', 'x-mark']));
    expect((await set('heroicons-solid')).list).toContain('chat-bubble-left-right');
    expect((await set('material-twotone')).list).toEqual(expect.arrayContaining(['home', '3d_rotation', 'zoom_out_map']));
  });

  it('refuses a set it does not have, saying which it has', async () => {
    const error = (await set('fontawesome').catch((caught: unknown) => caught)) as HttpError;
    expect(error.status).toBe(400);
    expect(JSON.stringify(error.body)).toContain('heroicons-outline');
  });
});
