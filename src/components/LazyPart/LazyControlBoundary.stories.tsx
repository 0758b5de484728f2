import { expect, waitFor } from 'storybook/test';
import preview from '#.storybook/preview';
import { useSimulatedCodeFetch } from '#.storybook/simulated-code-fetch';
import { Box } from '../Box/Box';
import { Button, IconButton } from '../Button/Button';
import { Checkbox } from '../Checkbox/Checkbox';
import { LazyControlBoundary } from './LazyControlBoundary';

/*
 * A bar whose search button is a lazily loaded control (the top bar's search, shortcuts and panels
 * are). While "Offline" is checked, fetching its code fails as a dynamic import does without a
 * network; "Back online" unchecks it and tells the page so, as the browser does when its connection
 * returns.
 */

const meta = preview.meta({
  title: 'Feedback/Lazy control boundary',
  component: LazyControlBoundary,
  parameters: { screenshot: 'page' },
});

function SearchButton() {
  return <IconButton icon="magnifying-glass" label="Search" />;
}

function Bar({ startOffline }: { startOffline: boolean }) {
  const { Part: Search, offline, setOffline, requests } = useSimulatedCodeFetch(SearchButton, startOffline);
  const backOnline = () => {
    setOffline(false);
    window.dispatchEvent(new Event('online'));
  };
  return (
    <Box display="flex" flexDirection="column" alignItems="flex-start" gap="md">
      <Checkbox value={offline} onChange={setOffline}>
        Offline
      </Checkbox>
      <Button variant="secondary" onPress={backOnline}>
        Back online
      </Button>
      <Box display="flex" alignItems="center" gap="xs" aria-label="Top bar" role="toolbar">
        <IconButton icon="arrows-pointing-out" label="Full screen" />
        <LazyControlBoundary name="Search">
          <Search />
        </LazyControlBoundary>
        <IconButton icon="bell" label="Notifications" />
      </Box>
      <output aria-label="Code requests">{requests}</output>
    </Box>
  );
}

/** Its code there, the control shows in its place, fetched once. */
export const LoadsItsCode = meta.story({
  render: () => <Bar startOffline={false} />,
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Search' })).toBeVisible());
    await expect(canvas.getByRole('status', { name: 'Code requests' })).toHaveTextContent('1');
  },
});

/**
 * Offline, a button in the control's place says which control is missing; the bar around it stays.
 * Pressed from the keyboard it fetches again, and the focus stays on what takes its place.
 */
export const CodeCannotLoad = meta.story({
  // It ends with the keyboard's focus on the control, whose tooltip opens on its own time: no picture
  // (CodeCannotLoadInArabic shows the button, LoadsItsCode the control).
  parameters: { visual: false },
  render: () => <Bar startOffline />,
  play: async ({ canvas, userEvent }) => {
    const retry = await canvas.findByRole('button', { name: '“Search” could not be loaded. Try again' });
    await expect(canvas.getByRole('button', { name: 'Full screen' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Notifications' })).toBeVisible();
    // One fetch: the button does not try again by itself while the browser stays offline.
    const requests = canvas.getByRole('status', { name: 'Code requests' });
    await expect(requests).toHaveTextContent('1');

    // Still offline, pressing it fetches once more and leaves the same button, focused.
    retry.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(requests).toHaveTextContent('2'));
    const again = await canvas.findByRole('button', { name: '“Search” could not be loaded. Try again' });
    await waitFor(() => expect(again).toHaveFocus());

    // The code reachable again (the browser has not said so), the next press draws the control, focused.
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Offline' }));
    await expect(requests).toHaveTextContent('2');
    again.focus();
    await userEvent.keyboard('{Enter}');
    const search = await canvas.findByRole('button', { name: 'Search' });
    await waitFor(() => expect(search).toHaveFocus());
    await expect(requests).toHaveTextContent('3');
  },
});

/** Back online, the browser says so and the control fetches its code by itself, without a press. */
export const FetchesAgainWhenBackOnline = meta.story({
  render: () => <Bar startOffline />,
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('button', { name: '“Search” could not be loaded. Try again' });
    await userEvent.click(canvas.getByRole('button', { name: 'Back online' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Search' })).toBeVisible());
    await expect(canvas.queryByRole('button', { name: /could not be loaded/ })).toBeNull();
    await expect(canvas.getByRole('status', { name: 'Code requests' })).toHaveTextContent('2');
  },
});

/** In Arabic, right to left: the button's name speaks the page's language (the design system's own words). */
export const CodeCannotLoadInArabic = meta.story({
  globals: { locale: 'ar-SA' },
  render: () => <Bar startOffline />,
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('button', { name: 'تعذّر تحميل «Search». حاول مرة أخرى' })).toBeVisible());
  },
});
