import { http as mock, HttpResponse } from 'msw';
import { Component, type ReactNode } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { withFakeTimeouts } from '#stories/test-helpers/fake-timeouts';
import { copiedForMs } from '../CopyButton/CopyButton';
import { Markdown, type MarkdownHttpClient } from './Markdown';

declare global {
  interface Window {
    markdownRan?: boolean;
  }
}

const guide = `# Call Center

Brings **interpreters**, call-takers and organizers together in *video calls*. See the [help center](/en-US/help) or
[Microsoft's documentation](https://learn.microsoft.com/azure/communication-services/).

## Getting started

1. Sign in with your organisation's account.
2. Set your status to **online**: calls reach you only then.
3. Answer the ringing call within 30 seconds.

> Calls that nobody answers go back to the queue.

## Shortcuts

| Key | Action | Where |
| --- | --- | --- |
| \`Ctrl\` + \`K\` | Search | everywhere |
| \`Alt\` + \`A\` | Answer a call | call notification |

## Before a call

- [x] Camera and microphone allowed
- [ ] Headset connected
- ~~Flash plugin~~ not needed any more

Presence is sent every five seconds[^heartbeat].

\`\`\`ts
// The heartbeat keeps the user online.
export const heartbeatMs = 5_000;
const status: 'online' | 'away' = navigator.onLine ? 'online' : 'away';
\`\`\`

\`\`\`json
{ "locale": "de-AT", "layout": "classic", "rtl": false }
\`\`\`

\`\`\`bash
npm ci && npm start
\`\`\`

\`\`\`
plain text, no language
\`\`\`

[^heartbeat]: The server marks a user offline after three missed heartbeats.
`;

const meta = preview.meta({
  title: 'Data display/Markdown',
  component: Markdown,
  args: { data: guide },
  beforeEach: () => {
    const writeText = fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    return () => Reflect.deleteProperty(navigator, 'clipboard');
  },
});

const highlightedBlocks = (root: HTMLElement) => root.querySelectorAll('pre[data-highlighted]');

/** Headings with ids, a table, a task list, strikethrough, a footnote, and code in three languages. */
export const Guide = meta.story({
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Getting started' })).toHaveAttribute('id', 'getting-started');
    await expect(canvas.getByRole('heading', { level: 1, name: 'Call Center' })).toHaveAttribute('id', 'call-center');
    const table = canvas.getByRole('table');
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Key', 'Action', 'Where']);
    await expect(within(table).getAllByRole('row')).toHaveLength(3);
    await expect(canvas.getByRole('checkbox', { name: 'Camera and microphone allowed' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Headset connected' })).not.toBeChecked();
    await expect(canvasElement.querySelector('del')).toHaveTextContent('Flash plugin');
    const footnote = canvas.getByRole('link', { name: '1' });
    await expect(footnote).toHaveAttribute('href', '#footnote-heartbeat');
    await expect(canvasElement.querySelector('#footnote-heartbeat')).toHaveTextContent('three missed heartbeats');
    // Another site opens in a new tab and says so; the app's own path stays in the tab.
    await expect(canvas.getByRole('link', { name: /Microsoft's documentation/ })).toHaveAttribute('target', '_blank');
    await expect(canvas.getByRole('link', { name: 'help center' })).not.toHaveAttribute('target');
    // The three blocks with a known language are highlighted once their grammars arrive; the fourth stays plain.
    await waitFor(() => expect(highlightedBlocks(canvasElement)).toHaveLength(3));
    await expect(canvasElement.querySelectorAll('figcaption')).toHaveLength(4);
    await expect([...canvasElement.querySelectorAll('figcaption')].map((caption) => caption.firstChild?.textContent)).toEqual([
      'TypeScript',
      'JSON',
      'Bash',
      'Text',
    ]);
    await expect(canvasElement.querySelector('pre .hljs-keyword')).toHaveTextContent('export');
    await expect(canvasElement.querySelector('pre .hljs-comment')).toHaveTextContent('// The heartbeat keeps the user online.');
  },
});

/** A code block's Copy puts its code on the clipboard and says "Copied" for three seconds, on a fake clock. */
export const CopyCode = meta.story({
  args: { data: '```bash\nnpm ci && npm start\n```' },
  play: async ({ canvas }) => {
    const button = await canvas.findByRole('button', { name: 'Copy' });
    const justBefore = await withFakeTimeouts(async (clock) => {
      // A click without the user-event library, whose pauses would wait on the fake clock.
      button.click();
      await clock.until(() => button.textContent === 'Copied', '"Copied"');
      clock.tick(copiedForMs - 1);
      await clock.frame();
      const label = button.textContent;
      clock.tick(1);
      await clock.until(() => button.textContent === 'Copy', '"Copy" again');
      return label;
    });
    await expect(justBefore).toBe('Copied');
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith('npm ci && npm start');
  },
});

/** Each default is a prop: here line breaks on and no heading ids. */
export const LineBreaksWithoutIds = meta.story({
  args: { data: '## Hours\nMonday to Friday\nnine to five', breaks: true, headerIds: false },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Hours' })).not.toHaveAttribute('id');
    await expect(canvasElement.querySelector('p br')).not.toBeNull();
  },
});

/** Without GitHub's extensions a table, a strikethrough and a task stay text (line breaks need them too). */
export const WithoutGfm = meta.story({
  args: { data: '| a | b |\n| - | - |\n| 1 | 2 |\n\n~~closed~~\n\n- [x] done', gfm: false },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('p')).toHaveTextContent('| a | b |'));
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvasElement.querySelector('del')).toBeNull();
    await expect(canvas.queryByRole('checkbox')).toBeNull();
  },
});

/** The defaults: one line break in a paragraph does not break the line. */
export const NoLineBreaksByDefault = meta.story({
  args: { data: 'Monday to Friday\nnine to five' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('p')).toHaveTextContent('Monday to Friday nine to five'));
    await expect(canvasElement.querySelector('p br')).toBeNull();
  },
});

const heartbeatSource =
  '/** Presence: the user stays online while this runs. */\nexport function startHeartbeat(send: () => void) {\n  return setInterval(send, 5_000);\n}\n';

/** A tiny client for the stories: the app passes its own HTTP client. */
const storyHttp: MarkdownHttpClient = {
  get: async <T,>(path: string, options?: { headers?: Record<string, string>; signal?: AbortSignal }) => {
    const response = await fetch(path, options);
    if (!response.ok) throw new Error(`${response.status} for ${path}`);
    return (await response.text()) as T;
  },
};

const sourceHandlers = [
  mock.get('*/samples/heartbeat.ts', () => new HttpResponse(heartbeatSource, { headers: { 'Content-Type': 'text/plain' } })),
  mock.get(
    '*/samples/release.md',
    () => new HttpResponse('## Release 2.4\n\n- Calls ring in every open tab.', { headers: { 'Content-Type': 'text/markdown' } }),
  ),
];

/** A file that is not markdown is shown as a code block in its language. */
export const SourceFileAsCode = meta.story({
  args: { data: undefined, src: '/samples/heartbeat.ts', http: storyHttp },
  beforeEach: ({ msw }) => msw.use(...sourceHandlers),
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(canvas.getByText('TypeScript')).toBeVisible());
    await waitFor(() => expect(highlightedBlocks(canvasElement)).toHaveLength(1));
    await expect(canvasElement.querySelector('pre')).toHaveTextContent('return setInterval(send, 5_000);');
  },
});

/** A markdown file at `src` is fetched through the given client and rendered. */
export const SourceFile = meta.story({
  args: { data: undefined, src: '/samples/release.md', http: storyHttp },
  beforeEach: ({ msw }) => msw.use(...sourceHandlers),
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('heading', { level: 2, name: 'Release 2.4' })).toBeVisible());
    await expect(canvas.getByRole('listitem')).toHaveTextContent('Calls ring in every open tab.');
  },
});

/** The file cannot be fetched: the failure is said, and Try again fetches it again. */
export const SourceFailed = meta.story({
  args: { data: undefined, src: '/samples/release.md', http: storyHttp },
  beforeEach: ({ msw }) =>
    msw.use(
      mock.get('*/samples/release.md', () => HttpResponse.text('down', { status: 503 }), { once: true }),
      ...sourceHandlers,
    ),
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The document could not be loaded.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(canvas.getByRole('heading', { level: 2, name: 'Release 2.4' })).toBeVisible());
  },
});

/** Shows what a mistaken use threw, as the app's error page would. */
class ShowThrown extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p role="alert">Thrown: {this.state.error.message}</p> : this.props.children;
  }
}

const throwing = (story: { args: Parameters<typeof Markdown>[0] }) => (
  <ShowThrown>
    <Markdown {...story.args} />
  </ShowThrown>
);

/** `null` is a mistake of the caller: it throws, with what was given. */
export const NullInputThrows = meta.story({
  args: { data: null },
  render: (args) => throwing({ args }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Thrown: Markdown: the input is null; a string was expected.');
  },
});

export const NonStringInputThrows = meta.story({
  args: { data: 42 as unknown as string },
  render: (args) => throwing({ args }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Thrown: Markdown: the input is of type number; a string was expected.',
    );
  },
});

export const SourceWithoutHttpClientThrows = meta.story({
  args: { data: undefined, src: '/samples/release.md' },
  render: (args) => throwing({ args }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Thrown: Markdown: `src` needs the app’s HTTP client; pass it as `http`.',
    );
  },
});

/** Silent mode says "An error occurred" in place of the text instead of throwing. */
export const SilentMode = meta.story({
  args: { data: null, silent: true },
  render: (args) => throwing({ args }),
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(/^An error occurred$/);
  },
});

export const RightToLeftDark = meta.story({
  globals: { locale: 'ar-SA', scheme: 'dark' },
  args: {
    data: '## البدء\n\nسجّل الدخول ثم اضبط حالتك على **متصل**. راجع [مركز المساعدة](/ar-SA/help).\n\nتُزال عناوين `javascript:` من كل مستند. `Ctrl` + `K` يفتح البحث.\n\n- [x] الكاميرا\n- [ ] سماعة الرأس\n\n1. ترن المكالمة.\n2. اختر **انضمام**[^join].\n\n```ts\nexport const heartbeatMs = 5_000;\n```\n\n[^join]: أو **رفض**.',
  },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(canvas.getByRole('heading', { level: 2, name: 'البدء' })).toBeVisible());
    await expect(canvas.getByRole('button', { name: 'نسخ' })).toBeVisible();
    // Code reads left to right on a right-to-left page: a block, and code within a sentence, whose
    // colon stays at its end (to the right of its word) and whose keys stay in their order.
    await expect(canvasElement.querySelector('pre')).toHaveAttribute('dir', 'ltr');
    const [scheme, ctrl, k] = [...canvasElement.querySelectorAll('p > code')];
    const leftOf = (element: Element | undefined, from: number, to: number) => {
      const range = document.createRange();
      range.setStart(element!.firstChild!, from);
      range.setEnd(element!.firstChild!, to);
      return range.getBoundingClientRect().left;
    };
    // "javascript:": its colon (the 11th character) right of its "j".
    await expect(leftOf(scheme, 10, 11)).toBeGreaterThan(leftOf(scheme, 0, 1));
    await expect(ctrl!.getBoundingClientRect().left).toBeLessThan(k!.getBoundingClientRect().left);
    // Its lists and its footnote's reference count in Arabic digits, as the app writes numbers.
    const [steps] = canvasElement.querySelectorAll('ol');
    await expect(getComputedStyle(steps!).listStyleType).toBe('arabic-indic');
    await expect(canvasElement.querySelector('[data-footnote-ref]')).toHaveTextContent('١');
    await waitFor(() => expect(highlightedBlocks(canvasElement)).toHaveLength(1));
  },
});

/** An English document on an Arabic page keeps its own language and direction. */
export const ForeignLanguageDocument = meta.story({
  globals: { locale: 'ar-SA' },
  args: { data: '## Getting started\n\nSign in first.', lang: 'en' },
  play: async ({ canvas }) => {
    const heading = await canvas.findByRole('heading', { level: 2, name: 'Getting started' });
    await expect(heading.closest('[lang]')).toHaveAttribute('dir', 'ltr');
  },
});

/** Raw HTML cannot hide or cover the page with a style sheet or an inline style. */
export const StylesCannotHideThePage = meta.story({
  args: {
    data: 'Text x<style>body,html{display:none!important}</style>\n\n<span style="position:fixed;inset:0;background:red">cover</span>',
    'aria-label': 'Styled document',
  },
  play: async ({ canvas }) => {
    const root = await canvas.findByRole('region', { name: 'Styled document' });
    await waitFor(() => expect(root).toHaveTextContent('cover'));
    await expect(root.querySelector('style, [style]')).toBeNull();
    await expect(getComputedStyle(document.body).display).not.toBe('none');
  },
});

const hostile = [
  '[plain](javascript:window.markdownRan=true)',
  '[mixed case]( JaVaScRiPt:window.markdownRan=true)',
  '[control](\u0001javascript:window.markdownRan=true)',
  '[vb](vbscript:msgbox(1))',
  '[data](data:text/html;base64,PHNjcmlwdD53aW5kb3cubWFya2Rvd25SYW49dHJ1ZTwvc2NyaXB0Pg==)',
  '![data image](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9ImFsZXJ0KDEpIi8+)',
  '![script image](javascript:window.markdownRan=true)',
  '<a href="&#106;avascript:window.markdownRan=true">entity</a>',
  '<a href="java\tscript:window.markdownRan=true">tab</a>',
  '<a href="\u0001 data:text/html,hi">control in html</a>',
  '<img src="x" onerror="window.markdownRan=true">',
  '<img srcset="/a.png 1x, data:image/png;base64,AAAA 2x" alt="srcset">',
  '<script>window.markdownRan = true</script>',
  '<iframe src="javascript:window.markdownRan=true"></iframe>',
  '<svg><a xlink:href="javascript:window.markdownRan=true"><text>svg</text></a></svg>',
  '<b onclick="window.markdownRan=true">bold</b>',
  '[safe](https://example.org/guide)',
].join('\n\n');

/**
 * Links and images to `javascript:`, `vbscript:` and `data:` in every disguise, raw scripts and
 * handlers: nothing runs, no such address stays, link words stay as text, the safe link stays.
 */
export const HostileLinksAndImages = meta.story({
  args: { data: hostile, 'aria-label': 'Hostile document' },
  beforeEach: () => {
    window.markdownRan = false;
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: /safe/ })).toHaveAttribute('href', 'https://example.org/guide');
    const root = canvas.getByRole('region', { name: 'Hostile document' });
    const addresses = [...root.querySelectorAll('*')].flatMap((element) =>
      element
        .getAttributeNames()
        .filter((name) => /href|src|action|data$|poster/i.test(name))
        .map((name) => element.getAttribute(name)!),
    );
    // Checked here on its own terms, not with the sanitiser's own test: what a browser would still follow.
    // eslint-disable-next-line no-control-regex -- leading control characters are what a browser skips.
    const followed = (address: string) => /^[\s\u0000-\u001f]*(javascript|vbscript|data):/i.test(address.replace(/[\t\n\r]/g, ''));
    await expect(addresses.filter(followed)).toEqual([]);
    await expect(root.querySelector('script, iframe, [onerror], [onclick]')).toBeNull();
    await expect(canvas.getAllByRole('link').map((link) => link.outerHTML)).toEqual([expect.stringContaining('https://example.org/guide')]);
    for (const words of ['plain', 'mixed case', 'control', 'vb', 'data', 'entity', 'tab', 'control in html', 'bold'])
      await expect(root).toHaveTextContent(words);
    // Images to such addresses are gone, not only their address.
    await expect(canvas.queryByRole('img', { name: 'data image' })).toBeNull();
    await expect(canvas.queryByRole('img', { name: 'script image' })).toBeNull();
    await expect(canvas.queryByRole('img', { name: 'srcset' })).toBeNull();
    // Give a failed image load (if any had survived) the time to run its handler.
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(window.markdownRan).toBe(false);
  },
});
