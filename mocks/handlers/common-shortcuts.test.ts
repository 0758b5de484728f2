import { describe, expect, it } from 'vitest';
import type { Shortcut } from '@/features/shortcuts';
import { serveFakeBackend, signedInApi } from '../node';

serveFakeBackend();

const api = signedInApi;

describe('api/common/shortcuts', () => {
  it('is seeded with the sample entries, Reload without the router', async () => {
    const shortcuts = await api.get<Shortcut[]>('api/common/shortcuts');
    expect(shortcuts.map((shortcut) => shortcut.link)).toEqual([
      '/docs/changelog',
      '/docs/guides/getting-started/introduction',
      '/apps/help-center',
      '/dashboards/analytics',
      'apps/mailbox',
      '/apps/tasks',
      '/apps/contacts',
      '/dashboards/project',
    ]);
    expect(shortcuts.find((shortcut) => shortcut.label === 'Reload')).toMatchObject({ link: '/dashboards/project', useRouter: false });
    expect(shortcuts.find((shortcut) => shortcut.label === 'Mailbox')?.description).toBe('5 new e-mails');
    expect(shortcuts.find((shortcut) => shortcut.label === 'Tasks')?.description).toBe('12 unfinished tasks');
    expect(shortcuts.filter((shortcut) => shortcut.useRouter)).toHaveLength(7);
  });

  it('puts a created shortcut first, with a generated id', async () => {
    const input = { label: 'Profile', icon: 'user', link: '/profile', useRouter: true };
    const created = await api.post<Shortcut>('api/common/shortcuts', { shortcut: input });
    const again = await api.post<Shortcut>('api/common/shortcuts', { shortcut: input });
    expect(created).toMatchObject(input);
    expect(created.id).not.toBe(again.id);
    expect((await api.get<Shortcut[]>('api/common/shortcuts')).slice(0, 2).map((shortcut) => shortcut.id)).toEqual([again.id, created.id]);
  });

  it('merges a PATCH into the stored shortcut', async () => {
    const [first] = await api.get<Shortcut[]>('api/common/shortcuts');
    const updated = await api.patch<Shortcut>('api/common/shortcuts', { id: first!.id, shortcut: { label: 'Changes' } });
    expect(updated).toEqual({ ...first, label: 'Changes' });
  });

  it('answers DELETE with the removed shortcut', async () => {
    const [first] = await api.get<Shortcut[]>('api/common/shortcuts');
    expect(await api.delete('api/common/shortcuts', { params: { id: first!.id } })).toEqual(first);
    expect(await api.get<Shortcut[]>('api/common/shortcuts')).toHaveLength(7);
  });

  it('rejects bodies without a shortcut', async () => {
    await expect(api.post('api/common/shortcuts', { label: 'x' })).rejects.toMatchObject({ status: 400 });
  });

  it('refuses links other than paths of the app and web addresses, and texts over their limits, with a 400', async () => {
    const base = { label: 'Docs', icon: 'bookmark', useRouter: true };
    for (const link of [
      'javascript:alert(1)',
      '  JAVASCRIPT:alert(1)',
      'data:text/html,x',
      'vbscript:x',
      '//evil.example',
      '\u0000javascript:x',
    ]) {
      await expect(api.post('api/common/shortcuts', { shortcut: { ...base, link } }), link).rejects.toMatchObject({ status: 400 });
    }
    await expect(api.post('api/common/shortcuts', { shortcut: { ...base, link: '/docs', label: 'x'.repeat(41) } })).rejects.toMatchObject({
      status: 400,
    });
    const [first] = await api.get<Shortcut[]>('api/common/shortcuts');
    await expect(api.patch('api/common/shortcuts', { id: first!.id, shortcut: { link: 'javascript:alert(1)' } })).rejects.toMatchObject({
      status: 400,
    });
    await expect(api.post('api/common/shortcuts', { shortcut: { ...base, link: 'https://example.org/docs' } })).resolves.toMatchObject({
      link: 'https://example.org/docs',
    });
  });
});
