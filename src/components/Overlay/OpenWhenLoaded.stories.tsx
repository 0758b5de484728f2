import { useState } from 'react';
import { expect, screen, waitFor, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { useSimulatedCodeFetch } from '#.storybook/simulated-code-fetch';
import { Box } from '../Box/Box';
import { Button } from '../Button/Button';
import { Checkbox } from '../Checkbox/Checkbox';
import { Dialog } from '../Dialog/Dialog';
import { Text } from '../Text/Text';
import { OpenWhenLoaded } from './OpenWhenLoaded';

/*
 * A dialog that a page draws only while it is open (a note, a board's card, the mail composer), its
 * code fetched when it opens. While "Offline" is checked, fetching it fails as a dynamic import does
 * without a network; the count says how often its code was asked for.
 */

const meta = preview.meta({
  title: 'Overlays/Open when loaded',
  component: OpenWhenLoaded,
  parameters: { screenshot: 'page' },
});

function NoteDialog({ onClose }: { onClose: () => void }) {
  return (
    <Dialog title="Interpreting on Monday" isOpen showClose onOpenChange={(isOpen) => (isOpen ? undefined : onClose())}>
      <Text>The appointment at 10:00 is confirmed.</Text>
    </Dialog>
  );
}

function NotesPage({ startOffline }: { startOffline: boolean }) {
  const { Part: Note, offline, setOffline, requests } = useSimulatedCodeFetch(NoteDialog, startOffline);
  const [isOpen, setIsOpen] = useState(false);
  const close = () => setIsOpen(false);
  return (
    <Box display="flex" flexDirection="column" alignItems="flex-start" gap="md">
      <Checkbox value={offline} onChange={setOffline}>
        Offline
      </Checkbox>
      <Button variant="secondary" onPress={() => setIsOpen(true)}>
        Open the note
      </Button>
      <output aria-label="Code requests">{requests}</output>
      {isOpen ? (
        <OpenWhenLoaded part={Note} onLoadFailed={close}>
          <Note onClose={close} />
        </OpenWhenLoaded>
      ) : null}
    </Box>
  );
}

/** Its code fetched on the first opening, the dialog opens; the next opening does not fetch it again. */
export const OpensWithItsCode = meta.story({
  render: () => <NotesPage startOffline={false} />,
  play: async ({ canvas, userEvent }) => {
    const requests = canvas.getByRole('status', { name: 'Code requests' });
    await expect(requests).toHaveTextContent('0');
    await userEvent.click(canvas.getByRole('button', { name: 'Open the note' }));
    const dialog = await screen.findByRole('dialog', { name: 'Interpreting on Monday' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: 'Open the note' }));
    await screen.findByRole('dialog', { name: 'Interpreting on Monday' });
    await expect(requests).toHaveTextContent('1');
  },
});

/**
 * Offline, the dialog cannot open: it is closed again, a toast says why, and the page stays. Each
 * opening tries once more (never in a loop); back online, the next opening shows it.
 */
export const CodeCannotLoad = meta.story({
  render: () => <NotesPage startOffline />,
  play: async ({ canvas, userEvent }) => {
    const open = canvas.getByRole('button', { name: 'Open the note' });
    const requests = canvas.getByRole('status', { name: 'Code requests' });
    await userEvent.click(open);
    const notifications = await screen.findByRole('region', { name: 'Notifications' });
    await within(notifications).findByText('This could not be opened. Check the connection and try again.');
    await expect(screen.queryByRole('dialog')).toBeNull();
    await expect(open).toBeVisible();
    await expect(requests).toHaveTextContent('1');
    await userEvent.click(within(notifications).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull());
    // Opening it again, still offline, asks once more and says so again.
    await userEvent.click(open);
    await screen.findByText('This could not be opened. Check the connection and try again.');
    await expect(requests).toHaveTextContent('2');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Offline' }));
    await userEvent.click(open);
    await screen.findByRole('dialog', { name: 'Interpreting on Monday' });
    await expect(requests).toHaveTextContent('3');
  },
});
