import { expect, fn, within } from 'storybook/test';
import preview from '#.storybook/preview';
import type { InboxChanges } from './api/change-inbox';
import { InboxList, type InboxListProps } from './InboxList';
import type { InboxEntry } from './types';

/** What the list asks of its owner, observed: the messages and notifications features give the real ones. */
const changes: InboxChanges<InboxEntry> = { toggleRead: fn(), remove: fn(), markAllRead: fn(), isMarkingAll: false };
const retry = fn();

const entries: InboxEntry[] = [
  {
    id: 'a',
    read: false,
    icon: 'calendar-days',
    title: '<strong>New appointment request</strong>',
    description: 'Parent-teacher meeting, 18 March.',
    time: '2026-03-16T08:05:00.000Z',
    link: '/home',
    useRouter: true,
  },
  {
    id: 'b',
    read: true,
    image: '/images/messages/training.svg',
    title: 'Training',
    description: 'Thursday, 10:00.',
    time: '2026-03-15T08:30:00.000Z',
  },
];

/** The list at the width of the panel it usually sits in. */
function PanelWidthList(props: InboxListProps<InboxEntry>) {
  return (
    <div style={{ maxInlineSize: 420 }}>
      <InboxList {...props} />
    </div>
  );
}

/**
 * The read/unread list behind the messages panel and the notifications (page and panel): entries,
 * or what stands in for them while loading, after a failure, or when there is nothing.
 */
const meta = preview.meta({
  title: 'Screens/Inbox list',
  component: PanelWidthList,
  args: {
    entries,
    status: 'success',
    changes,
    onRetry: retry,
    label: 'Messages',
    empty: { icon: 'bell', title: 'No messages', text: 'When you have messages, they will appear here.' },
  } satisfies InboxListProps<InboxEntry>,
  beforeEach: () => {
    for (const spy of [changes.toggleRead, changes.remove, retry] as ReturnType<typeof fn>[]) spy.mockClear();
  },
});

/** Each entry offers the toggle that fits its state, and remove; the list hands both to its owner. */
export const Entries = meta.story({
  tags: ['fits-phone'],
  play: async ({ canvas, userEvent }) => {
    const [unread, read] = within(await canvas.findByRole('list', { name: 'Messages' })).getAllByRole('listitem');
    await userEvent.click(within(unread!).getByRole('button', { name: 'Mark as read' }));
    await userEvent.click(within(read!).getByRole('button', { name: 'Remove' }));
    await expect(changes.toggleRead).toHaveBeenCalledWith(entries[0]);
    await expect(changes.remove).toHaveBeenCalledWith(entries[1]);
    await expect(within(read!).getByRole('button', { name: 'Mark as unread' })).toBeVisible();
  },
});

export const Loading = meta.story({
  args: { entries: undefined, status: 'pending' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading' })).toBeVisible();
  },
});

export const Failed = meta.story({
  args: { entries: undefined, status: 'error' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(within(canvas.getByRole('alert')).getByRole('button', { name: 'Try again' }));
    await expect(retry).toHaveBeenCalledTimes(1);
  },
});

export const Empty = meta.story({
  args: { entries: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No messages' })).toBeVisible();
  },
});
