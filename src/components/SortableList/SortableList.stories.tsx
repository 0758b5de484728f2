import { useCallback, useState } from 'react';
import { expect, screen, waitFor, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { dragWithPointer } from '#stories/test-helpers/drag';
import { gapsBetween } from '#stories/test-helpers/rows';
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

/** Two lists that take each other's rows, as the columns of a board do. */
function TwoListsDemo({ slowSave = false }: { slowSave?: boolean }) {
  const [lists, setLists] = useState<Record<'Heute' | 'Morgen', Item[]>>({ Heute: fruits.slice(0, 3), Morgen: fruits.slice(3) });
  // An app may show a move only after some work (a save, a busy machine): later than react-aria waits for it.
  const show = (change: () => void) => (slowSave ? window.setTimeout(change, 200) : change());
  const moveIn = (into: 'Heute' | 'Morgen') => (keys: string[], target: { key: string; position: 'before' | 'after' } | null) =>
    show(() =>
      setLists((current) => {
        const moving = [...current.Heute, ...current.Morgen].filter((item) => keys.includes(item.id));
        const without = {
          Heute: current.Heute.filter((item) => !keys.includes(item.id)),
          Morgen: current.Morgen.filter((item) => !keys.includes(item.id)),
        };
        const rows = [...without[into]];
        const at = target ? rows.findIndex((item) => item.id === target.key) + (target.position === 'after' ? 1 : 0) : rows.length;
        rows.splice(at, 0, ...moving);
        return { ...without, [into]: rows };
      }),
    );
  return (
    <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 16, maxInlineSize: 720 }}>
      {(['Heute', 'Morgen'] as const).map((name) => (
        <div key={name} style={{ display: 'grid', gap: 8 }}>
          <SortableList
            label={name}
            items={lists[name]}
            getKey={(item) => item.id}
            getText={(item) => item.title}
            handleLabel={(item) => `Move ${item.title}`}
            renderItem={(item) => <span>{item.title}</span>}
            onReorder={(keys) =>
              setLists((current) => ({ ...current, [name]: keys.map((key) => current[name].find((item) => item.id === key)!) }))
            }
            dragType="application/x-fruit"
            onMoveIn={moveIn(name)}
            isVirtualized={false}
            renderEmpty={() => <span>Leer</span>}
          />
          <output aria-label={`${name} order`}>{lists[name].map((item) => item.title).join(', ')}</output>
        </div>
      ))}
    </div>
  );
}

/** Onto the row "Äpfel" of "Heute", right to its handle, Enter, Tab to "Morgen", Enter; resolves with "Morgen". */
async function carryApplesToTomorrow(canvas: ReturnType<typeof within>, userEvent: { keyboard: (keys: string) => Promise<void> }) {
  const today = await canvas.findByRole('grid', { name: 'Heute' });
  within(today).getByRole('row', { name: 'Äpfel' }).focus();
  await userEvent.keyboard('{ArrowRight}');
  await waitFor(() => expect(within(today).getByRole('button', { name: 'Move Äpfel' })).toHaveFocus());
  await userEvent.keyboard('{Enter}');
  await waitFor(() => expect(today.querySelector('[data-drop-target]')).not.toBeNull());
  await userEvent.keyboard('{Tab}');
  const tomorrow = canvas.getByRole('grid', { name: 'Morgen' });
  await waitFor(() => expect(tomorrow.matches('[data-drop-target]') || !!tomorrow.querySelector('[data-drop-target]')).toBe(true));
  await userEvent.keyboard('{Enter}');
  return tomorrow;
}

/** From the keyboard into the other list: Enter on the handle, Tab to the other list, arrows, Enter. */
export const KeyboardMoveBetweenLists = meta.story({
  render: () => <TwoListsDemo />,
  play: async ({ canvas, userEvent }) => {
    await carryApplesToTomorrow(canvas, userEvent);
    await waitFor(() => expect(screen.getByRole('status', { name: 'Heute order' })).toHaveTextContent(/^Birnen, Kirschen$/));
    await expect(screen.getByRole('status', { name: 'Morgen order' })).toHaveTextContent('Äpfel');
  },
});

/** When the other list shows the row late, the row still gets the focus once it is there, for the next key. */
export const KeyboardMoveShownLate = meta.story({
  render: () => <TwoListsDemo slowSave />,
  parameters: { visual: false }, // The focus is the result; the story above pictures the lists.
  play: async ({ canvas, userEvent }) => {
    const tomorrow = await carryApplesToTomorrow(canvas, userEvent);
    await waitFor(() => expect(screen.getByRole('status', { name: 'Morgen order' })).toHaveTextContent('Äpfel'));
    await waitFor(() => expect(document.activeElement?.closest('[role="row"]')).toHaveTextContent('Äpfel'));
    await expect(tomorrow).toContainElement(document.activeElement as HTMLElement);
    (document.activeElement as HTMLElement | null)?.blur();
  },
});

/** With the pointer into the other list, onto the top half of its first row. */
export const PointerMoveBetweenLists = meta.story({
  render: () => <TwoListsDemo />,
  parameters: { visual: false }, // The orders are the result; the story above pictures the lists.
  play: async ({ canvas }) => {
    const today = await canvas.findByRole('grid', { name: 'Heute' });
    const tomorrow = canvas.getByRole('grid', { name: 'Morgen' });
    const source = within(today).getByRole('row', { name: 'Birnen' });
    await dragWithPointer(source, within(tomorrow).getAllByRole('row')[0]!, 4, {
      dragging: () => waitFor(() => expect(source).toHaveAttribute('data-dragging')),
      overTarget: () => waitFor(() => expect(tomorrow.querySelector('[data-drop-target]')).not.toBeNull()),
    });
    await waitFor(() => expect(screen.getByRole('status', { name: 'Morgen order' })).toHaveTextContent(/^Birnen, Marillen, Zwetschken$/));
    await expect(screen.getByRole('status', { name: 'Heute order' })).toHaveTextContent(/^Äpfel, Kirschen$/);
  },
});

const rowGaps = (list: HTMLElement) => gapsBetween(within(list).getAllByRole('row'));

/**
 * Rows whose content grows with no new render (a font arriving, an image loading): the rows are
 * measured again, so none overlaps the next. A larger text size stands in for the late font.
 */
export const RowsGrowAfterTheyWereDrawn = meta.story({
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('grid', { name: 'Obst' });
    await waitFor(() => expect(rowGaps(list)).toEqual([0, 0, 0, 0]));
    const before = within(list).getAllByRole('row')[0]!.getBoundingClientRect().height;
    list.style.fontSize = '40px';
    await waitFor(() => expect(within(list).getAllByRole('row')[0]!.getBoundingClientRect().height).toBeGreaterThan(before));
    await waitFor(() => expect(rowGaps(list)).toEqual([0, 0, 0, 0]));
  },
});

/** How many rows the demo below has drawn, read by its test. */
const drawn = { rows: 0 };

/**
 * Keeps `renderItem` the same while the page draws again for something else (a field beside the
 * list), and replaces one item.
 */
function RowsDrawnDemo() {
  const [items, setItems] = useState(fruits);
  const [note, setNote] = useState('');
  const renderItem = useCallback((item: Item) => {
    drawn.rows += 1;
    return <span>{item.title}</span>;
  }, []);
  return (
    <div style={{ display: 'grid', gap: 8, maxInlineSize: 480 }}>
      <label style={{ display: 'grid', gap: 4 }}>
        Note
        <input value={note} onChange={(event) => setNote(event.target.value)} />
      </label>
      <button
        type="button"
        onClick={() => setItems((current) => current.map((item, index) => (index === 0 ? { ...item, title: `${item.title}!` } : item)))}
      >
        Change the first
      </button>
      <SortableList
        label="Obst"
        items={items}
        getKey={(item) => item.id}
        getText={(item) => item.title}
        handleLabel={(item) => `Move ${item.title}`}
        renderItem={renderItem}
        onReorder={() => undefined}
      />
    </div>
  );
}

/**
 * The rows are drawn again only for a new item or a new `renderItem`: typing beside the list draws
 * none, a changed item draws its own row. The tasks and the board's lists rely on it, so that a
 * tick, a move or a keystroke does not draw every row again.
 */
export const RowsDrawnOnlyWhenTheyChange = meta.story({
  render: () => <RowsDrawnDemo />,
  parameters: { visual: false }, // Counts, not looks: Default pictures the list.
  play: async ({ canvas, userEvent }) => {
    const list = await canvas.findByRole('grid', { name: 'Obst' });
    await waitFor(() => expect(within(list).getAllByRole('row')).toHaveLength(fruits.length));
    const before = drawn.rows;
    await userEvent.type(canvas.getByRole('textbox', { name: 'Note' }), 'Obstkorb');
    await expect(canvas.getByRole('textbox', { name: 'Note' })).toHaveValue('Obstkorb');
    await expect(drawn.rows).toBe(before);
    await userEvent.click(canvas.getByRole('button', { name: 'Change the first' }));
    await waitFor(() => expect(within(list).getByRole('row', { name: 'Äpfel!' })).toBeVisible());
    await expect(drawn.rows).toBe(before + 1);
  },
});
