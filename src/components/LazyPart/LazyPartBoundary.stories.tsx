import { useState } from 'react';
import { expect, waitFor } from 'storybook/test';
import preview from '#.storybook/preview';
import { useSimulatedCodeFetch } from '#.storybook/simulated-code-fetch';
import { Box } from '../Box/Box';
import { Button } from '../Button/Button';
import { Checkbox } from '../Checkbox/Checkbox';
import { Heading, Text } from '../Text/Text';
import { LazyPartBoundary } from './LazyPartBoundary';

/*
 * A part of a page whose code loads when it is first shown (an open mail beside the list). While
 * "Offline" is checked, fetching it fails as a dynamic import does without a network.
 */

const meta = preview.meta({
  title: 'Feedback/Lazy part boundary',
  component: LazyPartBoundary,
  parameters: { screenshot: 'page' },
});

function MailDetail() {
  return (
    <section aria-labelledby="mail-subject">
      <Heading level={2} id="mail-subject">
        Interpreting on Monday
      </Heading>
      <Text>The appointment at 10:00 is confirmed.</Text>
    </section>
  );
}

function MailPage({ startOffline }: { startOffline: boolean }) {
  const { Part: Detail, offline, setOffline, requests } = useSimulatedCodeFetch(MailDetail, startOffline);
  const [open, setOpen] = useState(false);
  return (
    <Box display="flex" flexDirection="column" alignItems="flex-start" gap="md">
      <Checkbox value={offline} onChange={setOffline}>
        Offline
      </Checkbox>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        Open the mail
      </Button>
      {open ? (
        <LazyPartBoundary part={Detail}>
          <Detail />
        </LazyPartBoundary>
      ) : null}
      <output aria-label="Code requests">{requests}</output>
    </Box>
  );
}

/** Offline, the part's place says it could not be loaded; the page around it stays. Back online, Try again draws it. */
export const CodeCannotLoad = meta.story({
  render: () => <MailPage startOffline />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open the mail' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('This part of the page could not be loaded. Check the connection and try again.');
    await expect(canvas.getByRole('button', { name: 'Open the mail' })).toBeVisible();
    // One fetch: the banner does not try again by itself.
    await expect(canvas.getByRole('status', { name: 'Code requests' })).toHaveTextContent('1');
    // Still offline, Try again fetches once more and says so again.
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(canvas.getByRole('status', { name: 'Code requests' })).toHaveTextContent('2'));
    await waitFor(() => expect(canvas.getByRole('alert')).toBeVisible());
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Offline' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await canvas.findByRole('heading', { level: 2, name: 'Interpreting on Monday' });
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.getByRole('status', { name: 'Code requests' })).toHaveTextContent('3');
  },
});

/** In Arabic, right to left: the banner speaks the page's language (the design system's own words). */
export const CodeCannotLoadInArabic = meta.story({
  globals: { locale: 'ar-SA' },
  render: () => <MailPage startOffline />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open the mail' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('تعذّر تحميل هذا الجزء من الصفحة. تحقق من الاتصال وحاول مرة أخرى.');
  },
});
