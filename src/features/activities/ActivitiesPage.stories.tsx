import { delay, http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { LocationReadout } from '#stories/test-helpers/LocationReadout';
import { ActivitiesPage } from './ActivitiesPage';

/** The activity feed on the fake backend's ten entries, two of them hostile. */
const meta = preview.meta({
  title: 'Screens/Activities',
  component: ActivitiesPage,
  parameters: { frame: 'fullscreen', route: { path: '/{lang}/pages/activities', pattern: '/:lang/pages/activities' } },
  globals: { viewport: { value: 'wide', isRotated: false } },
  render: () => (
    <>
      <ActivitiesPage />
      <LocationReadout />
    </>
  ),
});

/** Grouped by day (today, yesterday, then the date), each with how long ago and when exactly. */
export const Timeline = meta.story({
  tags: ['fits-phone'],
  play: async ({ canvas }) => {
    const today = within(await canvas.findByRole('region', { name: 'Today' }));
    await expect(today.getAllByRole('listitem')).toHaveLength(5);
    await expect(today.getAllByRole('listitem')[0]).toHaveTextContent('12 minutes ago · Mar 16, 2026, 9:18 AM');
    await expect(within(canvas.getByRole('region', { name: 'Yesterday' })).getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Today',
      'Yesterday',
      'Saturday, March 14, 2026',
      'Friday, March 13, 2026',
      'Tuesday, March 10, 2026',
    ]);
    await expect(canvas.getByRole('region', { name: 'Tuesday, March 10, 2026' })).toBeVisible();
    // HTML of the description and the extra content, as markup, not as text.
    await expect(today.getByText('Miriam Haddad', { selector: 'strong' })).toBeVisible();
    await expect(
      within(canvas.getByRole('region', { name: 'Tuesday, March 10, 2026' })).getByText('Certificates renewed', { selector: 'li' }),
    ).toBeVisible();
  },
});

/**
 * What a careless server could send: a `javascript:` link as the entry's and inside its HTML, and an
 * `onerror` attribute. Made when asked, so "now" is the workbench's fixed clock, not the moment the file loaded.
 */
const hostileEntries = () => [
  {
    id: 'hostile-1',
    icon: 'exclamation-triangle',
    description: 'Verbindung unterbrochen<img src="x" onerror="window.__activityXss = true">',
    date: new Date().toISOString(),
  },
  {
    id: 'hostile-2',
    icon: 'chat-bubble-left-right',
    description: 'Ein Kommentar',
    date: new Date().toISOString(),
    extraContent: '<blockquote>Die neue Warteschlange funktioniert. <a href="javascript:alert(1)">Details</a></blockquote>',
    linkedContent: 'Details ansehen',
    link: 'javascript:alert(document.cookie)',
    useRouter: false,
  },
];

/** Nothing the server sends runs: no `javascript:` address stays, no `onerror` handler fires. */
export const HostileContentDefused = meta.story({
  beforeEach: ({ msw }) => msw.use(http.get('*/api/pages/activities', () => HttpResponse.json(hostileEntries()))),
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('region', { name: 'Today' });
    const hrefs = [...canvasElement.querySelectorAll('a')].map((link) => link.getAttribute('href') ?? '');
    await expect(hrefs.some((href) => /^\s*javascript:/i.test(href))).toBe(false);
    await expect(canvasElement.querySelector('[onerror]')).toBeNull();
    await expect((window as unknown as { __activityXss?: boolean }).__activityXss).toBeUndefined();
    // The refused links keep their labels as plain text, not as links that lead nowhere.
    await expect(canvas.getByText('Details ansehen').closest('a')).toBeNull();
    await expect(canvasElement.querySelector('blockquote')).toHaveTextContent('Die neue Warteschlange funktioniert. Details');
    await expect(canvasElement.querySelector('blockquote a')).toBeNull();
  },
});

/** `useRouter` links are the app's own addresses in the page's language; another site opens in a new tab. */
export const Links = meta.story({
  play: async ({ canvas }) => {
    await canvas.findByRole('region', { name: 'Today' });
    await expect(canvas.getByRole('link', { name: 'Go to the mailbox' })).toHaveAttribute('href', '/en-US/apps/mailbox');
    const external = canvas.getByRole('link', { name: /Business Service Portal/ });
    await expect(external).toHaveAttribute('target', '_blank');
    await expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(canvas.getByRole('link', { name: 'Project dashboard' })).toHaveAttribute('href', '/en-US/dashboards/project');
    await expect(canvas.getByRole('link', { name: 'Go to the chat' })).toHaveAttribute('href', '/en-US/apps/chat');
    // Every link of the feed leads somewhere.
    for (const link of canvas.getAllByRole('link')) await expect(link.getAttribute('href')).toMatch(/^(\/en-US\/|https:\/\/)/);
  },
});

export const Empty = meta.story({
  beforeEach: ({ msw }) => msw.use(http.get('*/api/pages/activities', () => HttpResponse.json([]))),
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'No activities yet' })).toBeVisible());
  },
});

export const Loading = meta.story({
  beforeEach: ({ msw }) => msw.use(http.get('*/api/pages/activities', () => delay('infinite'))),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading the activities' })).toBeVisible();
  },
});

export const Failed = meta.story({
  beforeEach: ({ msw }) => msw.use(http.get('*/api/pages/activities', () => HttpResponse.json({ message: 'down' }, { status: 500 }))),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The activities could not be loaded.');
  },
});

export const RightToLeftDark = meta.story({
  globals: { locale: 'ar-SA', scheme: 'dark' },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('region', { name: 'اليوم' })).toBeVisible());
    await expect(canvas.getByRole('region', { name: 'أمس' })).toBeVisible();
    // The sample's own words are Arabic too, not German inside an Arabic page.
    await expect(canvas.getByText('مريم حداد', { selector: 'strong' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'إلى صندوق البريد' })).toBeVisible();
  },
});

export const GermanPhone = meta.story({
  tags: ['fits-phone'],
  globals: { locale: 'de-AT', viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('region', { name: 'Heute' })).toBeVisible());
    await expect(document.documentElement.scrollWidth).toBe(document.documentElement.clientWidth);
  },
});
