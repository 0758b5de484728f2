import { describe, expect, it } from 'vitest';
import { visibleItems, type NavigationItem } from '@/components';
import { roles, type Role } from '@/features/user';
import { buildNavigation, menuPages, sampleAppPages } from '@mocks/data/navigation';
import { menuVisibility, withRoleRules } from './menu-visibility';

/** The table of spec point 6, written out role by role: an x where the role sees the entry. */
const table: Record<string, Partial<Record<Role, 'x'>>> = (() => {
  const all: Role[] = [...roles];
  const rows: Record<string, Role[]> = {
    home: all.filter((role) => role !== 'ANONYMOUS'),
    calendar: all.filter((role) => role !== 'ANONYMOUS'),
    'file-manager': all.filter((role) => role !== 'ANONYMOUS'),
    analytics: all.filter((role) => role !== 'ANONYMOUS'),
    finance: all.filter((role) => role !== 'ANONYMOUS'),
    profile: all.filter((role) => role !== 'ANONYMOUS'),
    settings: all.filter((role) => role !== 'ANONYMOUS'),
    contacts: all.filter((role) => role !== 'ANONYMOUS' && role !== 'CAPTIONER'),
    company: ['COMPANY_LEADER'],
    office: ['SWITCHING_CENTER_LEADER'],
    customers: ['SWITCHING_CENTER_LEADER', 'SWITCHING_CENTER_EMPLOYEE'],
    interpreters: ['SWITCHING_CENTER_LEADER', 'SWITCHING_CENTER_EMPLOYEE'],
    'communication-assistance': ['SWITCHING_CENTER_LEADER', 'SWITCHING_CENTER_EMPLOYEE'],
    payers: ['SWITCHING_CENTER_LEADER', 'SWITCHING_CENTER_EMPLOYEE'],
    manageEvents: ['SWITCHING_CENTER_LEADER', 'SWITCHING_CENTER_EMPLOYEE'],
    manageEventTopic: ['ADMIN', 'SWITCHING_CENTER_LEADER', 'SWITCHING_CENTER_EMPLOYEE'],
    accounts: ['ADMIN'],
    notifications: ['ADMIN'],
    videos: ['ADMIN'],
    invoice: ['SWITCHING_CENTER_LEADER', 'COMPANY_LEADER'],
    help: all,
    'sign-out': all,
    // The "Sample apps" part of the navigation: every signed-in role.
    ...Object.fromEntries(sampleAppPages.map((page) => [page, all.filter((role) => role !== 'ANONYMOUS')])),
  };
  return Object.fromEntries(Object.entries(rows).map(([page, seen]) => [page, Object.fromEntries(seen.map((role) => [role, 'x']))]));
})();

const leaves = <C>(items: NavigationItem<C>[]): string[] => items.flatMap((item) => (item.children ? leaves(item.children) : [item.id]));

describe('menu visibility per role', () => {
  it('has a rule for every entry of the menu table, and no other', () => {
    expect(Object.keys(menuVisibility).sort()).toEqual([...menuPages, ...sampleAppPages].sort());
  });

  for (const role of roles) {
    for (const page of [...menuPages, ...sampleAppPages]) {
      const expected = table[page]?.[role] === 'x';
      it(`${role} ${expected ? 'sees' : 'does not see'} ${page}`, () => {
        expect(menuVisibility[page]?.(role)).toBe(expected);
      });
    }
  }

  it('applies the rules to the navigation sets, at every depth, dropping empty groups', () => {
    const sets = buildNavigation('de-AT');
    const admin = visibleItems(withRoleRules(sets.default), { role: 'ADMIN' as Role });
    const sampleApps = [
      'project',
      'crypto',
      'academy',
      'chat',
      'mailbox',
      'notes',
      'scrumboard',
      'tasks',
      'inventory',
      'activities',
      'icons',
      'markdown',
    ];
    expect(leaves(admin)).toEqual([
      'home',
      'contacts',
      'calendar',
      'file-manager',
      'manageEventTopic',
      'analytics',
      'finance',
      'accounts',
      'notifications',
      'videos',
      'profile',
      'settings',
      'help',
      'sign-out',
      ...sampleApps,
    ]);
    const captioner = visibleItems(withRoleRules(sets.default), { role: 'CAPTIONER' as Role });
    expect(leaves(captioner).filter((page) => sampleAppPages.includes(page))).toEqual(sampleApps);
    const anonymous = visibleItems(withRoleRules(sets.compact), { role: 'ANONYMOUS' as Role });
    expect(anonymous.map((item) => item.id)).toEqual(['account']);
    expect(leaves(anonymous)).toEqual(['help', 'sign-out']);
  });
});
