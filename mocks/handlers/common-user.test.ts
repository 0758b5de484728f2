import { http as mock, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { User } from '@/features/user';
import { fetchSignedIn, serveFakeBackend, signedInApi } from '../node';

const server = serveFakeBackend();

const api = signedInApi;

describe('api/common/user', () => {
  it('returns the signed-in user with every field the shell shows', async () => {
    const user = await api.get<User>('api/common/user');
    expect(Object.keys(user).sort()).toEqual(
      ['email', 'fullName', 'id', 'profilePhoto', 'role', 'settings', 'status', 'verifiedByCenter', 'wallet'].sort(),
    );
    expect(user.settings.notifyType).toBe('all');
  });

  it('merges a partial update and keeps it for later reads', async () => {
    const updated = await api.patch<User>('api/common/user', { user: { status: 'busy', settings: { notifyType: 'vibrate' } } });
    expect(updated.status).toBe('busy');
    expect(updated.fullName).toBe('Anna Gruber');
    expect(updated.settings).toEqual({ notifyType: 'vibrate' });
    expect(await api.get<User>('api/common/user')).toEqual(updated);
  });

  it('never lets an update change the id', async () => {
    const before = await api.get<User>('api/common/user');
    const updated = await api.patch<User>('api/common/user', { user: { id: 'someone-else' } });
    expect(updated.id).toBe(before.id);
  });

  it('rejects a body without a user, naming the field', async () => {
    await expect(api.patch('api/common/user', { status: 'busy' })).rejects.toMatchObject({ status: 400, body: { field: 'user' } });
  });

  it('answers 400, not 500, to a body that is not JSON or a field of the wrong kind', async () => {
    const response = await fetchSignedIn('http://localhost/api/common/user', {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json' },
      body: '{"user": ',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ field: 'body', reason: 'The body is not valid JSON.' });
    await expect(api.patch('api/common/user', { user: { status: 'sleeping' } })).rejects.toMatchObject({
      status: 400,
      body: { field: 'user.status' },
    });
  });

  it('refuses a photo address no screen would show, and keeps the one it had', async () => {
    const before = await api.get<User>('api/common/user');
    for (const profilePhoto of [
      'javascript:alert(1)',
      '/\\evil.example/a.png',
      '//evil.example/a.png',
      'data:image/svg+xml,<svg onload=alert(1)>',
      'data:text/html,<b>x</b>',
      `/images/${'a'.repeat(2048)}.png`,
    ]) {
      await expect(api.patch('api/common/user', { user: { profilePhoto } }), profilePhoto.slice(0, 30)).rejects.toMatchObject({
        status: 400,
        body: { field: 'user.profilePhoto' },
      });
    }
    expect((await api.get<User>('api/common/user')).profilePhoto).toBe(before.profilePhoto);
    for (const profilePhoto of [
      '/images/avatars/anna-gruber.svg',
      'https://images.example.org/anna.jpg',
      'data:image/png;base64,iVBORw0KGgo=',
      null,
    ]) {
      expect((await api.patch<User>('api/common/user', { user: { profilePhoto } })).profilePhoto).toBe(profilePhoto);
    }
  });

  it('refuses a name longer than the profile form takes, an empty one and an address that is none', async () => {
    await expect(api.patch('api/common/user', { user: { fullName: 'x'.repeat(10_000) } })).rejects.toMatchObject({
      status: 400,
      body: { field: 'user.fullName' },
    });
    await expect(api.patch('api/common/user', { user: { fullName: '   ' } })).rejects.toMatchObject({
      status: 400,
      body: { field: 'user.fullName' },
    });
    await expect(api.patch('api/common/user', { user: { email: 'not an address' } })).rejects.toMatchObject({
      status: 400,
      body: { field: 'user.email' },
    });
    expect((await api.patch<User>('api/common/user', { user: { fullName: 'x'.repeat(80) } })).fullName).toHaveLength(80);
  });

  it('starts each test from the sample data again', async () => {
    expect((await api.get<User>('api/common/user')).status).toBe('online');
  });

  it('lets a test replace one answer', async () => {
    server.use(mock.get('*/api/common/user', () => HttpResponse.json({ apiError: { errorCode: 500 } })));
    await expect(api.get('api/common/user')).rejects.toMatchObject({ errorCode: 500 });
  });
});
