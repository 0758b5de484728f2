import type { ReactNode } from 'react';
import { delay, http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { LocationReadout } from '#stories/test-helpers/LocationReadout';
import { ChangelogPage, GettingStartedPage } from './DocumentPage';
import { MarkdownPage } from './MarkdownPage';

const withAddress = (Page: () => ReactNode) => () => (
  <>
    <Page />
    <LocationReadout />
  </>
);

const meta = preview.meta({
  title: 'Screens/Docs',
  component: MarkdownPage,
  render: withAddress(MarkdownPage),
  parameters: { frame: 'fullscreen', route: { path: '/{lang}/ui/markdown', pattern: '/:lang/ui/markdown/:tab?' } },
  globals: { viewport: { value: 'wide', isRotated: false } },
});

const address = (canvas: { getByRole: (role: 'status', options: { name: string }) => HTMLElement }) =>
  canvas.getByRole('status', { name: 'Current address' });

/** The markdown page opens on the product's changelog, fetched from the API and rendered. */
export const Changelog = meta.story({
  tags: ['fits-phone'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Markdown' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Changelog', selected: true })).toBeVisible();
    const changelog = await canvas.findByRole('region', { name: 'Changelog' });
    await expect(await within(changelog).findByRole('heading', { level: 2, name: /^1\.4\.0/ })).toHaveAttribute('id', '140--november-2026');
    await expect(within(changelog).getByRole('link', { name: /semantic versioning/ })).toHaveAttribute('target', '_blank');
  },
});

/** Choosing a tab changes the address; the guide ends with the example configuration, a JSON file shown as code. */
export const GettingStartedTab = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Getting started' }));
    await waitFor(() => expect(address(canvas)).toHaveTextContent('/en-US/ui/markdown/getting-started'));
    const guide = await canvas.findByRole('region', { name: 'Getting started' });
    await waitFor(() => expect(within(guide).getByRole('heading', { level: 2, name: 'Set your status' })).toBeVisible());
    await expect(within(guide).getByRole('checkbox', { name: /Connect a headset/ })).not.toBeChecked();
    const configuration = canvas.getByRole('region', { name: 'Example configuration' });
    await waitFor(() => expect(within(configuration).getByText('JSON')).toBeVisible());
    await waitFor(() => expect(configuration.querySelector('pre[data-highlighted]')).toHaveTextContent('"layout": "classy"'));
  },
});

/** The playground renders as one types; its options are the component's props; what was typed survives leaving the tab. */
export const Playground = meta.story({
  parameters: { route: { path: '/{lang}/ui/markdown/playground' } },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Markdown' });
    const preview = canvas.getByRole('region', { name: 'Preview' });
    await waitFor(() => expect(within(preview).getByRole('heading', { level: 2, name: 'Before the call' })).toBeVisible());
    await userEvent.clear(input);
    await userEvent.type(input, '## Shift plan{enter}Early{enter}Late');
    await expect(await within(preview).findByRole('heading', { level: 2, name: 'Shift plan' })).toHaveAttribute('id', 'shift-plan');
    await expect(preview.querySelector('p br')).toBeNull();
    await userEvent.click(canvas.getByRole('switch', { name: 'Line breaks' }));
    await waitFor(() => expect(preview.querySelector('p br')).not.toBeNull());
    await userEvent.click(canvas.getByRole('switch', { name: 'Heading ids' }));
    await waitFor(() => expect(within(preview).getByRole('heading', { level: 2, name: 'Shift plan' })).not.toHaveAttribute('id'));
    // Away to the changelog and back: nothing typed is lost.
    await userEvent.click(canvas.getByRole('tab', { name: 'Changelog' }));
    await userEvent.click(canvas.getByRole('tab', { name: 'Playground' }));
    await expect(canvas.getByRole('textbox', { name: 'Markdown' })).toHaveValue('## Shift plan\nEarly\nLate');
    await expect(canvas.getByRole('switch', { name: 'Line breaks' })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Start again with the sample' }));
    const shown = canvas.getByRole('region', { name: 'Preview' });
    await waitFor(() => expect(within(shown).getByRole('heading', { level: 2, name: 'Before the call' })).toBeVisible());
    await waitFor(() => expect(shown.querySelector('pre[data-highlighted]')).not.toBeNull());
  },
});

/** Hostile markdown typed into the playground is rendered harmless like any other. */
export const PlaygroundHostileInput = meta.story({
  parameters: { route: { path: '/{lang}/ui/markdown/playground' } },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Markdown' });
    // The sample first: under the test runner's act(), a render that suspended on the renderer's chunk
    // is retried only by the next act, so typing before it arrives would leave the preview waiting.
    await within(canvas.getByRole('region', { name: 'Preview' })).findByRole('heading', { level: 2, name: 'Before the call' });
    await userEvent.clear(input);
    await userEvent.click(input);
    await userEvent.paste('[call me]( JaVaScRiPt:alert(1)) ![x](data:image/svg+xml,<svg/onload=alert(1)>) <img src=x onerror=alert(1)>');
    const preview = canvas.getByRole('region', { name: 'Preview' });
    await waitFor(() => expect(preview).toHaveTextContent('call me'));
    await expect(within(preview).queryByRole('link')).toBeNull();
    // The data: picture is gone; the other keeps its harmless address and loses its handler.
    await expect([...preview.querySelectorAll('img')].map((image) => image.getAttribute('src'))).toEqual(['x']);
    await expect(preview.querySelector('[onerror]')).toBeNull();
  },
});

/** An address with an unknown tab goes to the page's first tab. */
export const UnknownTab = meta.story({
  parameters: { route: { path: '/{lang}/ui/markdown/secrets' } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(address(canvas)).toHaveTextContent(/\/en-US\/ui\/markdown$/));
    await expect(canvas.getByRole('tab', { name: 'Changelog', selected: true })).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('heading', { level: 2, name: /^1\.4\.0/ })).toBeVisible());
  },
});

/** The shortcuts' `/docs/changelog`, in German: the German document. */
export const ChangelogPageGerman = meta.story({
  render: withAddress(ChangelogPage),
  globals: { locale: 'de-AT' },
  parameters: { route: { path: '/{lang}/docs/changelog', pattern: '/:lang/docs/changelog' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Änderungsprotokoll' })).toBeVisible();
    const changelog = await canvas.findByRole('region', { name: 'Änderungsprotokoll' });
    await waitFor(() => expect(within(changelog).getByRole('heading', { level: 3, name: 'Geändert' })).toBeVisible());
    await expect(canvas.getByRole('link', { name: 'Markdown-Seite' })).toHaveAttribute('href', '/de-AT/ui/markdown');
  },
});

/** The getting-started guide on a phone: tables scroll by themselves, the page never sideways. */
export const GettingStartedPhone = meta.story({
  tags: ['fits-phone'],
  render: withAddress(GettingStartedPage),
  globals: { locale: 'de-AT', viewport: { value: 'mobile2', isRotated: false } },
  parameters: {
    route: { path: '/{lang}/docs/guides/getting-started/introduction', pattern: '/:lang/docs/guides/getting-started/introduction' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Erste Schritte' })).toBeVisible();
    const guide = await canvas.findByRole('region', { name: 'Erste Schritte' });
    await waitFor(() => expect(within(guide).getByRole('heading', { level: 2, name: 'Status setzen' })).toBeVisible());
    await expect(within(guide).getByRole('group', { name: 'Tabelle' })).toBeVisible();
    await waitFor(() =>
      expect(canvas.getByRole('region', { name: 'Beispielkonfiguration' }).querySelector('pre[data-highlighted]')).not.toBeNull(),
    );
  },
});

/** On an Arabic page the guide is the Arabic one, right to left like the page, its table and task list too. */
export const GettingStartedArabicDark = meta.story({
  render: withAddress(GettingStartedPage),
  globals: { locale: 'ar-SA', scheme: 'dark' },
  parameters: {
    route: { path: '/{lang}/docs/guides/getting-started/introduction', pattern: '/:lang/docs/guides/getting-started/introduction' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'البدء' })).toBeVisible();
    const guide = await canvas.findByRole('region', { name: 'البدء' });
    await expect(guide).not.toHaveAttribute('lang');
    await expect(getComputedStyle(guide).direction).toBe('rtl');
    await waitFor(() => expect(within(guide).getByRole('heading', { level: 2, name: 'الرد على مكالمة' })).toBeVisible());
    await expect(within(guide).getByRole('columnheader', { name: 'الحالة' })).toBeVisible();
    await expect(within(guide).getAllByRole('checkbox')).toHaveLength(3);
    await waitFor(() =>
      expect(canvas.getByRole('region', { name: 'مثال على الإعدادات' }).querySelector('pre[data-highlighted]')).not.toBeNull(),
    );
  },
});

/** The document cannot be fetched: the page says so, and Try again fetches it. */
export const DocumentFailed = meta.story({
  beforeEach: ({ msw }) =>
    msw.use(http.get('*/api/docs/changelog.en.md', () => HttpResponse.json({ message: 'down' }, { status: 500 }), { once: true })),
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Changelog could not be loaded.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    const changelog = await canvas.findByRole('region', { name: 'Changelog' });
    await waitFor(() => expect(within(changelog).getByRole('heading', { level: 2, name: /^1\.4\.0/ })).toBeVisible());
  },
});

/** While the document is on its way, lines in its place say it is loading. */
export const DocumentLoading = meta.story({
  beforeEach: ({ msw }) => msw.use(http.get('*/api/docs/changelog.en.md', () => delay('infinite'))),
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('status', { name: 'Loading Changelog' })).toBeVisible());
    await expect(canvas.queryByRole('region', { name: 'Changelog' })).toBeNull();
  },
});

/** The playground on a phone, in German: what is typed above what it renders, nothing wider than the screen. */
export const PlaygroundPhone = meta.story({
  tags: ['fits-phone'],
  globals: { locale: 'de-AT', viewport: { value: 'mobile2', isRotated: false } },
  parameters: { route: { path: '/{lang}/ui/markdown/playground' } },
  play: async ({ canvas }) => {
    const preview = canvas.getByRole('region', { name: 'Vorschau' });
    await expect(await within(preview).findByRole('heading', { level: 2, name: 'Vor dem Anruf' })).toHaveAttribute('id', 'vor-dem-anruf');
    await waitFor(() => expect(preview.querySelector('pre[data-highlighted]')).not.toBeNull());
    const input = canvas.getByRole('textbox', { name: 'Markdown' });
    await expect(input.getBoundingClientRect().bottom).toBeLessThan(preview.getBoundingClientRect().top);
  },
});
