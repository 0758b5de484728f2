import { expect, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { createUser } from '@mocks/data/user';
import { UserBlock } from './UserBlock';

const anna = createUser({
  fullName: 'Anna Gruber',
  email: 'anna.gruber@callcenter.example',
  role: 'INTERPRETER',
  wallet: 120.5,
  status: 'online',
});

/**
 * The classy navigation's head: photo with status, name, e-mail, the wallet; customers carry the
 * verified-by-center badge. Compact for the narrow navigation.
 */
const meta = preview.meta({
  title: 'Shell/User block',
  component: UserBlock,
  args: { user: anna },
});

export const Default = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Anna Gruber')).toBeVisible();
    await expect(canvas.getByText('anna.gruber@callcenter.example')).toBeVisible();
    await expect(canvas.getByText('€120.50')).toBeVisible();
    await expect(canvas.queryByRole('img', { name: /verified/i })).toBeNull();
  },
});

export const Compact = meta.story({
  args: { compact: true },
  play: async ({ canvasElement }) => {
    const block = canvasElement.querySelector('[data-compact]');
    await expect(block).not.toBeNull();
    await expect(within(block as HTMLElement).getByText('Anna Gruber')).toBeVisible();
  },
});

export const VerifiedCustomer = meta.story({
  args: { user: { ...anna, role: 'CUSTOMER', verifiedByCenter: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'verified by center' })).toBeVisible();
  },
});

export const UnverifiedCustomer = meta.story({
  args: { user: { ...anna, role: 'CUSTOMER', verifiedByCenter: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'not verified' })).toBeVisible();
  },
});

export const RightToLeft = meta.story({
  globals: { locale: 'ar-SA' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Anna Gruber')).toBeVisible();
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  },
});
