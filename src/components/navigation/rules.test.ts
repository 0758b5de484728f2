import { describe, expect, it } from 'vitest';
import { activeAncestors, ancestorChain, isActiveLink, toggleExpanded, visibleItems } from './rules';
import type { NavigationItem } from './types';

type Ctx = { role: string };
const tree: NavigationItem<Ctx>[] = [
  { id: 'home', type: 'basic', link: '/x/home' },
  {
    id: 'apps',
    type: 'collapsable',
    children: [
      { id: 'contacts', type: 'basic', link: '/x/contacts' },
      {
        id: 'mail',
        type: 'collapsable',
        children: [
          { id: 'inbox', type: 'basic', link: '/x/mail/inbox', exactMatch: true },
          { id: 'sent', type: 'basic', link: '/x/mail/sent' },
        ],
      },
    ],
  },
  {
    id: 'admin',
    type: 'group',
    children: [{ id: 'accounts', type: 'basic', link: '/x/accounts', hidden: (ctx) => ctx.role !== 'ADMIN' }],
  },
  { id: 'reports', type: 'collapsable', children: [{ id: 'finance', type: 'basic', link: '/x/finance' }] },
];

describe('navigation rules', () => {
  it('drops hidden items, and containers left empty by them', () => {
    expect(visibleItems(tree, { role: 'ADMIN' }).map((item) => item.id)).toEqual(['home', 'apps', 'admin', 'reports']);
    expect(visibleItems(tree, { role: 'CAPTIONER' }).map((item) => item.id)).toEqual(['home', 'apps', 'reports']);
  });

  it('matches links on sub-paths unless exactMatch is set', () => {
    expect(isActiveLink({ link: '/x/contacts' }, '/x/contacts')).toBe(true);
    expect(isActiveLink({ link: '/x/contacts' }, '/x/contacts/42')).toBe(true);
    expect(isActiveLink({ link: '/x/contacts' }, '/x/contactsearch')).toBe(false);
    expect(isActiveLink({ link: '/x/mail/inbox', exactMatch: true }, '/x/mail/inbox')).toBe(true);
    expect(isActiveLink({ link: '/x/mail/inbox', exactMatch: true }, '/x/mail/inbox/7')).toBe(false);
    expect(isActiveLink({ link: '/x/contacts/' }, '/x/contacts')).toBe(true);
    expect(isActiveLink({ link: 'https://example.org', externalLink: true }, 'https://example.org')).toBe(false);
  });

  it('finds the chain of ancestors', () => {
    expect(ancestorChain(tree, 'sent')).toEqual(['apps', 'mail', 'sent']);
    expect(ancestorChain(tree, 'nowhere')).toEqual([]);
    expect(activeAncestors(tree, '/x/mail/sent')).toEqual(['apps', 'mail']);
    expect(activeAncestors(tree, '/x/home')).toEqual([]);
  });

  it('without auto-collapse, opening one keeps the others open', () => {
    const next = toggleExpanded(new Set(['reports']), 'apps', tree, { autoCollapse: false, pathname: '/x/home' });
    expect([...next].sort()).toEqual(['apps', 'reports']);
  });

  it('with auto-collapse, opening one closes the others but its ancestors and those holding the active route', () => {
    const nested = toggleExpanded(new Set(['apps', 'reports']), 'mail', tree, { autoCollapse: true, pathname: '/x/home' });
    expect([...nested].sort()).toEqual(['apps', 'mail']);
    const keepsActive = toggleExpanded(new Set(['reports']), 'apps', tree, { autoCollapse: true, pathname: '/x/finance' });
    expect([...keepsActive].sort()).toEqual(['apps', 'reports']);
  });

  it('closes an open item when it is toggled again', () => {
    expect([...toggleExpanded(new Set(['apps']), 'apps', tree, { autoCollapse: true, pathname: '/' })]).toEqual([]);
  });
});
