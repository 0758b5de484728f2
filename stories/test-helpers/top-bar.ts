import { expect, within } from 'storybook/test';

type Canvas = ReturnType<typeof within>;

/** The names the top bar's lazy controls have once their data is in (the sample data's counts). */
const controlNames = {
  'en-US': {
    topBar: 'Top bar',
    search: 'Search',
    shortcuts: 'Shortcuts',
    messages: 'Messages, 3 unread',
    notifications: 'Notifications, 3 unread',
    quickChat: /^Team chat, \d+ unread$/,
  },
  'ar-SA': {
    topBar: 'الشريط العلوي',
    search: 'بحث',
    shortcuts: 'الاختصارات',
    messages: 'الرسائل، ٣ غير مقروءة',
    notifications: 'الإشعارات، ٣ غير مقروءة',
    quickChat: /^دردشة الفريق، [٠-٩]+ غير مقروءة$/,
  },
} as const;

export interface TopBarExpectation {
  locale?: keyof typeof controlNames;
  /** Quick chat belongs to every layout but centered and material. */
  quickChat?: boolean;
  /** The notifications control is hidden on the notifications page. */
  notifications?: boolean;
}

/**
 * Waits until every feature's control has arrived in the top bar with its count: they load after
 * the page, so a picture taken earlier would catch them half-way.
 */
export async function expectTopBarSettled(
  canvas: Canvas,
  { locale = 'en-US', quickChat = true, notifications = true }: TopBarExpectation = {},
) {
  const names = controlNames[locale];
  const topBar = within(await canvas.findByRole('banner', { name: names.topBar }));
  await expect(await topBar.findByRole('button', { name: names.search })).toBeVisible();
  await expect(await topBar.findByRole('button', { name: names.shortcuts })).toBeVisible();
  await expect(await topBar.findByRole('button', { name: names.messages })).toBeVisible();
  if (notifications) await expect(await topBar.findByRole('button', { name: names.notifications })).toBeVisible();
  if (quickChat) await expect(await topBar.findByRole('button', { name: names.quickChat })).toBeVisible();
  else await expect(topBar.queryByRole('button', { name: names.quickChat })).toBeNull();
}
