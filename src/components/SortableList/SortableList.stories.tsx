import { useState } from 'react';
import { expect, screen, waitFor, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { dragWithPointer } from '#stories/support/drag';
import { SortableList } from './SortableList';

interface Item {
  id: string;
  title: string;
}

const fruits: Item[] = ['Äpfel', 'Birnen', 'Kirschen', 'Marillen', 'Zwetschken'].map((title, index) => ({ id: `f${index}`, title }));

/** Keeps the order the list asks for, and shows it. */
function SortableListDemo({ items: initial = fruits }: { items?: Item[] }) {
  const [items, setItems] = useState(initial);
  return (
    <div style={{ display: 'grid', gap: 8, maxInlineSize: 480 }}>
      <SortableList
        label="Obst"
        items={items}
        getKey={(item) => item.id}
        getText={(item) => item.title}
        handleLabel={(item) => `Move ${item.title}`}
        renderItem={(item) => <span>{item.title}</span>}
        onReorder={(keys) => setItems(keys.map((key) => items.find((item) => item.id === key)!))}
        className="demo-list"
      />
      <output aria-label="Order">{items.map((item) => item.title).join(', ')}</output>
    </div>
  );
}

const meta = preview.meta({
  title: 'Collections/SortableList',
  component: SortableListDemo,
  decorators: [(Story) => <div style={{ blockSize: 360, display: 'grid' }}>{Story()}</div>],
});

const order = () => screen.getByRole('status', { name: 'Order' });

export const Default = meta.story({
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('grid', { name: 'Obst' });
    await expect(within(list).getAllByRole('row')).toHaveLength(5);
    await expect(within(list).getByRole('button', { name: 'Move Äpfel' })).toBeVisible();
  },
});

/** Enter on a handle picks the row up, the arrows choose where, Enter puts it down; a screen reader hears each step. */
export const KeyboardReorder = meta.story({
  parameters: { visual: false }, // The order is the result; Default pictures the list.
  play: async ({ canvas, userEvent }) => {
    const handle = await canvas.findByRole('button', { name: 'Move Äpfel' });
    handle.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(document.querySelector('[data-drop-target]')).not.toBeNull());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(order()).toHaveTextContent('Birnen, Kirschen, Äpfel, Marillen, Zwetschken'));
  },
});

/** Dragging a row with the pointer and letting go over the top half of the first row. */
export const PointerReorder = meta.story({
  parameters: { visual: false }, // The order is the result; Default pictures the list.
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('grid', { name: 'Obst' });
    const rows = within(list).getAllByRole('row');
    const source = rows[4]!;
    await expect(source).toHaveAttribute('draggable', 'true');
    await dragWithPointer(source, rows[0]!, 4, {
      dragging: () => waitFor(() => expect(source).toHaveAttribute('data-dragging')),
      overTarget: () => waitFor(() => expect(list.querySelector('[data-drop-target]')).not.toBeNull()),
    });
    await waitFor(() => expect(order()).toHaveTextContent('Zwetschken, Äpfel, Birnen, Kirschen, Marillen'));
  },
});
