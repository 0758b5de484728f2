import { useLocation } from 'react-router';
import { expect, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { VerticalNavigation } from '@/components';
import { useMenu } from '@/features/shell';
import { useUser } from '@/features/user';

/** The default menu as the signed-in user (the Role toolbar) sees it, from the fake backend's navigation. */
function RoleMenu() {
  const user = useUser();
  const menu = useMenu('default');
  const location = useLocation();
  if (!user.data || menu.isPending) return <p role="status">Loading…</p>;
  return (
    <div style={{ blockSize: '1100px', display: 'flex' }}>
      <VerticalNavigation label="Menu" items={menu.items} context={{ role: user.data.role }} currentPath={location.pathname} />
    </div>
  );
}

const meta = preview.meta({
  title: 'Screens/Menu per role',
  component: RoleMenu,
  parameters: { frame: 'fullscreen', route: { path: '/{lang}/home' } },
});

const linksOf = async (canvas: { findByRole: (role: string, options: { name: string }) => Promise<HTMLElement> }) =>
  within(await canvas.findByRole('navigation', { name: 'Menu' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

export const SwitchingCenterLeader = meta.story({
  tags: ['fits-phone'],
  globals: { role: 'SWITCHING_CENTER_LEADER' },
  play: async ({ canvas }) => {
    const links = await linksOf(canvas);
    await expect(links).toEqual(expect.arrayContaining(['Office', 'Customers', 'Invoices', 'Event topics']));
    await expect(links).not.toContain('Accounts');
    await expect(links).not.toContain('Company');
  },
});

export const Admin = meta.story({
  globals: { role: 'ADMIN' },
  play: async ({ canvas }) => {
    const links = await linksOf(canvas);
    await expect(links).toEqual(expect.arrayContaining(['Accounts', 'Notifications', 'Promotional video', 'Event topics']));
    await expect(links).not.toContain('Customers');
  },
});

export const CompanyLeader = meta.story({
  globals: { role: 'COMPANY_LEADER' },
  play: async ({ canvas }) => {
    const links = await linksOf(canvas);
    await expect(links).toEqual(expect.arrayContaining(['Company', 'Invoices', 'Contacts']));
    await expect(links).not.toContain('Office');
  },
});

export const Captioner = meta.story({
  globals: { role: 'CAPTIONER' },
  play: async ({ canvas }) => {
    const links = await linksOf(canvas);
    await expect(links).not.toContain('Contacts');
    await expect(links).toContain('Calendar');
  },
});

export const Anonymous = meta.story({
  globals: { role: 'ANONYMOUS' },
  play: async ({ canvas }) => {
    await expect(await linksOf(canvas)).toEqual(['Help', 'Sign out']);
  },
});

/** German: the labels the spec gives. */
export const GermanEmployee = meta.story({
  globals: { role: 'SWITCHING_CENTER_EMPLOYEE', locale: 'de-AT' },
  play: async ({ canvas }) => {
    const links = await linksOf(canvas);
    await expect(links).toEqual(
      expect.arrayContaining(['Kontakte', 'Kalender', 'Dateien', 'Profil', 'Einstellungen', 'Hilfe', 'Ausloggen']),
    );
    const nav = await canvas.findByRole('navigation', { name: 'Menu' });
    await expect(within(nav).getByRole('link', { name: 'Startseite' })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('link', { name: 'Startseite' })).toHaveAttribute('href', '/de-AT/home');
  },
});

export const ArabicRightToLeft = meta.story({
  globals: { role: 'ADMIN', locale: 'ar-SA' },
  play: async ({ canvas }) => {
    await expect(await linksOf(canvas)).toContain('الإشعارات');
  },
});
