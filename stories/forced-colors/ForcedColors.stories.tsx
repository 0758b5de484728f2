import { expect, screen, within } from 'storybook/test';
import { Button, Dialog, PageLoading } from '@/components';
import preview from '#.storybook/preview';
import { ForcedColorsShowcase } from './ForcedColorsShowcase';

/**
 * The design system in forced colours, as Windows' contrast themes paint it: the page in the user's
 * few system colours, without author backgrounds or shadows. What is current, chosen, on or filled
 * must still show, in the system's Highlight. The test run opens this folder's stories in a browser
 * with forced colours on (vitest.config.ts); to see them so in the workbench, Chromium's developer
 * tools: Rendering, "Emulate CSS media feature forced-colors".
 */
const meta = preview.meta({
  title: 'Design tokens/Forced colours',
  component: ForcedColorsShowcase,
  parameters: { route: { path: '/app/calls' } },
});

/** What the browser makes of a system colour, read as a background and as a text colour. */
function systemColour(name: 'Highlight' | 'Canvas') {
  const probe = document.createElement('span');
  probe.style.background = name;
  probe.style.color = name;
  document.body.append(probe);
  const { backgroundColor, color } = getComputedStyle(probe);
  probe.remove();
  return { background: backgroundColor, text: color };
}

const style = (element: Element) => getComputedStyle(element);

export const ChosenStatesInHighlight = meta.story({
  play: async ({ canvas, canvasElement, userEvent }) => {
    // Seen in forced colours only where the test run forces them.
    await expect(window.matchMedia('(forced-colors: active)').matches).toBe(true);
    const highlight = systemColour('Highlight');
    await expect(highlight.background).not.toBe(systemColour('Canvas').background);

    // The current page, and only it.
    const navigation = within(canvas.getByRole('navigation', { name: 'Main' }));
    await expect(style(navigation.getByRole('link', { name: 'Calls' })).backgroundColor).toBe(highlight.background);
    await expect(style(navigation.getByRole('link', { name: 'Home' })).backgroundColor).not.toBe(highlight.background);

    // The chosen tab's underline; the other tab has none to see.
    await expect(style(canvas.getByRole('tab', { name: 'Today' })).borderBottomColor).toBe(highlight.text);
    await expect(style(canvas.getByRole('tab', { name: 'This week' })).borderBottomColor).not.toBe(highlight.text);

    // A switch that is on is filled; one that is off is drawn by its edge.
    const trackOf = (name: string) => canvas.getByRole('switch', { name }).closest('label')!.querySelector('[aria-hidden="true"]')!;
    await expect(style(trackOf('Ringtone')).backgroundColor).toBe(highlight.background);
    await expect(style(trackOf('Vibration')).backgroundColor).not.toBe(highlight.background);
    await expect(style(trackOf('Vibration')).borderTopStyle).toBe('solid');

    // A pressed toggle, a bar's fill, a selected row, a chip's edge.
    await expect(style(canvas.getByRole('button', { name: 'Starred', pressed: true })).backgroundColor).toBe(highlight.background);
    const meter = canvas.getByRole('meter', { name: 'Monthly minutes' });
    await expect(style(meter.querySelector('[style]')!).backgroundColor).toBe(highlight.background);
    await expect(style(canvas.getByRole('row', { name: /Lukas Huber/ })).backgroundColor).toBe(highlight.background);
    await expect(style(canvas.getByRole('row', { name: /Sophie Bauer/ })).backgroundColor).not.toBe(highlight.background);
    // The chosen row's checkbox in the system's colours (a box on the page's ground), not the theme's blue.
    const chosenBox = canvas.getByRole('row', { name: /Lukas Huber/ }).querySelector('td > span > span[aria-hidden="true"]')!;
    await expect(style(chosenBox).backgroundColor).toBe(systemColour('Canvas').background);
    await expect(style(canvas.getByText('Vienna office')).borderTopStyle).toBe('solid');

    // Presence dots keep their colours: one status is not another.
    const dotOf = (name: string) => canvas.getByLabelText(name);
    await expect(style(dotOf('Lukas Huber: online')).backgroundColor).not.toBe(style(dotOf('Sophie Bauer: busy')).backgroundColor);

    // A focused field: its coloured edge and ring are not drawn, an outline in Highlight is.
    await userEvent.click(canvas.getByRole('textbox', { name: 'Search' }));
    const field = canvas.getByRole('textbox', { name: 'Search' });
    await expect(style(field).outlineStyle).toBe('solid');
    await expect(style(field).outlineColor).toBe(highlight.text);

    // The option the arrow keys are on, in an open list.
    await userEvent.click(canvas.getByRole('button', { name: /Status/ }));
    const listbox = await within(canvasElement.ownerDocument.body).findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}');
    const focused = listbox.querySelector('[data-focused]');
    await expect(focused).not.toBeNull();
    await expect(style(focused!).backgroundColor).toBe(highlight.background);
    await userEvent.keyboard('{Escape}');
  },
});

/**
 * A dialog over the page: its shadow and the dimmed page behind it are not drawn, so its edge is
 * what keeps its text from running into the page's.
 */
export const DialogHasAnEdge = meta.story({
  render: () => (
    <>
      <ForcedColorsShowcase />
      <Dialog
        title="Decline the call?"
        trigger={<Button>Decline</Button>}
        actions={(close) => <Button onPress={close}>Keep ringing</Button>}
      >
        The caller hears that no interpreter is free.
      </Dialog>
    </>
  ),
  parameters: { screenshot: 'page' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline the call?' });
    // The modal is the dialog's box: the element that carries its surface.
    const surface = dialog.parentElement!;
    await expect(style(surface).borderTopStyle).toBe('solid');
    await expect(style(surface).borderTopWidth).toBe('1px');
    await expect(within(dialog).getByRole('button', { name: 'Keep ringing' })).toBeVisible();
  },
});

/** A page still loading: its placeholders, drawn by their ground alone, keep their shapes by an outline. */
export const PlaceholdersKeepTheirShapes = meta.story({
  render: () => <PageLoading title="Contacts" headerField="search" loadingLabel="Loading…" />,
  play: async ({ canvas }) => {
    const page = canvas.getByRole('main', { name: 'Contacts' });
    // Four rows, and the search field's label and placeholder.
    const placeholders = [...page.querySelectorAll('[aria-hidden="true"]:not(:has(*))')];
    await expect(placeholders).toHaveLength(6);
    for (const placeholder of placeholders) await expect(style(placeholder).outlineStyle).toBe('solid');
  },
});
