import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { createSessionItems, sessionOwner } from './session-items';
import { createTokenStore, memoryStorage } from './token-store';

const secret = new TextEncoder().encode('test-secret');
const tokenFor = (claims: { sub?: string; exp?: number }) => {
  const jwt = new SignJWT(claims.sub ? { sub: claims.sub } : {}).setProtectedHeader({ alg: 'HS256' });
  if (claims.exp !== undefined) jwt.setExpirationTime(claims.exp);
  return jwt.sign(secret);
};

describe('session items', () => {
  it('keeps an item for its owner and shows it to no one else', () => {
    let owner: string | null = 'user-1';
    const storage = memoryStorage();
    const items = createSessionItems(storage, () => owner);
    items.write('drafts', { 'chat-1': 'Bin gleich da' });
    // A reload: a new instance over the same storage.
    expect(createSessionItems(storage, () => owner).read('drafts')).toEqual({ 'chat-1': 'Bin gleich da' });
    owner = 'user-2';
    expect(items.read('drafts')).toBeUndefined();
    // The next user's first item replaces the whole entry, the earlier user's items with it.
    items.write('other', 1);
    owner = 'user-1';
    expect(items.read('drafts')).toBeUndefined();
  });

  it('keeps nothing without a session and forgets everything at once', () => {
    let owner: string | null = null;
    const storage = memoryStorage();
    const items = createSessionItems(storage, () => owner);
    items.write('drafts', { 'chat-1': 'x' });
    expect(storage.getItem('sessionItems')).toBeNull();
    owner = 'user-1';
    items.write('drafts', { 'chat-1': 'x' });
    items.write('filter', 'unread');
    expect(items.read('filter')).toBe('unread');
    items.forgetAll();
    expect(items.read('drafts')).toBeUndefined();
    expect(items.read('filter')).toBeUndefined();
  });

  it('keeps what a full or blocked storage refuses for this page, and forgets it with the rest', () => {
    const storage = memoryStorage();
    let isFull = false;
    const refusing = {
      ...storage,
      setItem: (key: string, value: string) => {
        if (isFull) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        storage.setItem(key, value);
      },
    };
    const items = createSessionItems(refusing, () => 'user-1');
    items.write('filter', 'unread');
    isFull = true;
    items.write('drafts', { 'chat-1': 'Noch nicht gespeichert' });
    expect(items.read('drafts')).toEqual({ 'chat-1': 'Noch nicht gespeichert' });
    expect(items.read('filter')).toBe('unread');
    // A reload finds only what the storage took.
    expect(createSessionItems(storage, () => 'user-1').read('drafts')).toBeUndefined();
    isFull = false;
    items.write('filter', 'all');
    expect(createSessionItems(storage, () => 'user-1').read('drafts')).toEqual({ 'chat-1': 'Noch nicht gespeichert' });
    items.forgetAll();
    expect(items.read('drafts')).toBeUndefined();
  });

  it('reads a damaged entry as empty', () => {
    const storage = memoryStorage({ sessionItems: '{not json' });
    const items = createSessionItems(storage, () => 'user-1');
    expect(items.read('drafts')).toBeUndefined();
    items.write('drafts', { 'chat-1': 'y' });
    expect(items.read('drafts')).toEqual({ 'chat-1': 'y' });
  });

  it("takes the owner from the usable token's subject", async () => {
    const store = createTokenStore(memoryStorage());
    expect(sessionOwner(store)).toBeNull();
    store.set(await tokenFor({ sub: 'user-1' }));
    expect(sessionOwner(store)).toBe('user-1');
    store.set(await tokenFor({}));
    expect(sessionOwner(store)).toBeNull();
    store.set(await tokenFor({ sub: 'user-1', exp: Math.floor(Date.now() / 1000) - 10 }));
    expect(sessionOwner(store)).toBeNull();
  });
});
