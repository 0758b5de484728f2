import { useState } from 'react';
import { expect, screen, waitFor, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { TagManager, type ManagedTag, type TagChange } from './TagManager';

const startTags: ManagedTag[] = [
  { id: 'urgent', title: 'Dringend' },
  { id: 'billing', title: 'Abrechnung' },
  { id: 'new', title: 'Wird angelegt', pending: true },
];

/** Keeps the tags as a server would, and writes each change asked for. */
function TagManagerDemo({ tags: initial = startTags }: { tags?: ManagedTag[] }) {
  const [tags, setTags] = useState(initial);
  const [changes, setChanges] = useState<string[]>([]);
  const onChange = (change: TagChange) => {
    setChanges((done) => [
      ...done,
      change.kind === 'create' ? `create ${change.title}` : `${change.kind} ${change.tag.id} ${change.tag.title}`,
    ]);
    setTags((list) =>
      change.kind === 'create'
        ? [{ id: change.title, title: change.title }, ...list]
        : change.kind === 'rename'
          ? list.map((tag) => (tag.id === change.tag.id ? change.tag : tag))
          : list.filter((tag) => tag.id !== change.tag.id),
    );
  };
  return (
    <>
      <TagManager tags={tags} onChange={onChange} maxLength={20} deleteMessage="It is also taken off everything that has it." />
      <output aria-label="Changes">{changes.join('; ')}</output>
    </>
  );
}

const meta = preview.meta({
  title: 'Overlays/TagManager',
  component: TagManagerDemo,
  parameters: { screenshot: 'page' },
});

const open = async (userEvent: { click: (element: Element) => Promise<void> }, canvas: { getByRole: typeof screen.getByRole }) => {
  await userEvent.click(canvas.getByRole('button', { name: 'Tags' }));
  return within(await screen.findByRole('dialog', { name: 'Manage tags' }));
};

/** A new tag comes first; a title that is empty, too long or taken says why and is not sent. */
export const CreateTag = meta.story({
  play: async ({ canvas, userEvent }) => {
    const dialog = await open(userEvent, canvas);
    const field = dialog.getByRole('textbox', { name: 'New tag' });
    await userEvent.click(dialog.getByRole('button', { name: 'Add' }));
    await expect(field).toHaveAccessibleDescription(expect.stringContaining('Enter a name.'));
    await userEvent.type(field, 'dringend');
    await userEvent.click(dialog.getByRole('button', { name: 'Add' }));
    await expect(field).toHaveAccessibleDescription(expect.stringContaining('“dringend” already exists.'));
    await userEvent.clear(field);
    await userEvent.type(field, 'Schulung{Enter}');
    await waitFor(() =>
      expect(dialog.getAllByRole('listitem')[0]).toContainElement(dialog.getByRole('textbox', { name: 'Tag “Schulung”' })),
    );
    await expect(canvas.getByRole('status', { name: 'Changes' })).toHaveTextContent('create Schulung');
    // One the server has not named yet cannot be changed.
    await expect(dialog.getByRole('textbox', { name: 'Tag “Wird angelegt”' })).toBeDisabled();
  },
});

/** A rename is sent when the field is left; a delete asks first and says what else it does. */
export const RenameAndDelete = meta.story({
  play: async ({ canvas, userEvent }) => {
    const dialog = await open(userEvent, canvas);
    const field = dialog.getByRole('textbox', { name: 'Tag “Abrechnung”' });
    await userEvent.clear(field);
    await userEvent.type(field, 'Rechnungen');
    await userEvent.tab();
    await expect(canvas.getByRole('status', { name: 'Changes' })).toHaveTextContent('rename billing Rechnungen');
    await userEvent.click(dialog.getByRole('button', { name: 'Delete “Dringend”' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Delete “Dringend”?' });
    await expect(ask).toHaveTextContent('It is also taken off everything that has it.');
    await userEvent.click(within(ask).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(canvas.getByRole('status', { name: 'Changes' })).toHaveTextContent('delete urgent Dringend'));
  },
});

/** Right to left, with nothing to manage yet. */
export const EmptyInArabic = meta.story({
  globals: { locale: 'ar-SA' },
  args: { tags: [] },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'الوسوم' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'إدارة الوسوم' }));
    await waitFor(() => expect(dialog.getByText('لا توجد وسوم بعد.')).toBeVisible());
  },
});
