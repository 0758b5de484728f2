import { startTransition, Suspense, use, useRef, useState } from 'react';
import { expect, waitFor } from 'storybook/test';
import preview from '#.storybook/preview';
import { gapsBetween } from '#stories/test-helpers/rows';
import { Icon } from '../Icon/Icon';
import { iconNames } from '../Icon/icons';
import { GroupedVirtualList, VirtualGrid, VirtualList } from './VirtualList';

const people = Array.from({ length: 5000 }, (_, index) => ({ id: `p${index}`, name: `Person ${index + 1}` }));

const meta = preview.meta({
  title: 'Data display/VirtualList',
  component: VirtualList,
});

/** 5,000 items, of which only those in view (and a few around) are rendered. */
export const LongList = meta.story({
  render: () => (
    <VirtualList
      label="People"
      items={people}
      getKey={(person) => person.id}
      renderItem={(person) => <div style={{ padding: 16 }}>{person.name}</div>}
      height="400px"
    />
  ),
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list');
    await waitFor(() => expect(canvas.getByText('Person 1')).toBeVisible());
    const rendered = list.querySelectorAll('li').length;
    await expect(rendered).toBeGreaterThan(5);
    await expect(rendered).toBeLessThan(30);
    await expect(list.querySelector('li')).toHaveAttribute('aria-setsize', '5000');
    const region = canvas.getByRole('region', { name: 'People' });
    region.scrollTop = 56 * 2500;
    await waitFor(() => expect(canvas.getByText('Person 2501')).toBeInTheDocument());
    await expect(list.querySelectorAll('li').length).toBeLessThan(30);
  },
});

const manyIcons = Array.from({ length: 20 }, (_, copy) => iconNames.map((name) => ({ id: `${name}-${copy}`, name }))).flat();

/** A gallery of 1,000+ cells laid out in as many columns as fit. */
export const Grid = meta.story({
  render: () => (
    <VirtualGrid
      label="Icons"
      items={manyIcons}
      getKey={(icon) => icon.id}
      minColumnWidth={96}
      rowHeight={80}
      height="400px"
      renderItem={(icon) => (
        <div style={{ display: 'grid', placeItems: 'center', height: '100%', fontSize: 11 }}>
          <Icon name={icon.name} size="lg" />
          {icon.name}
        </div>
      )}
    />
  ),
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list');
    await waitFor(() => expect(list.querySelectorAll('li').length).toBeGreaterThan(20));
    await expect(list.querySelectorAll('li').length).toBeLessThan(200);
    await expect(manyIcons.length).toBeGreaterThan(1000);
  },
});

const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');
const groups = letters.map((letter) => ({
  key: letter,
  label: letter,
  items: Array.from({ length: 200 }, (_, index) => ({ id: `${letter}${index}`, name: `${letter}ndrea ${index + 1}` })),
}));

/** 5,200 items under 26 letters: the letter of the items in view stays on top, and each letter is a heading. */
export const GroupedWithStickyHeadings = meta.story({
  render: () => (
    <GroupedVirtualList
      label="People by letter"
      groups={groups}
      getKey={(person) => person.id}
      estimateSize={40}
      renderItem={(person) => <div style={{ padding: '10px 16px' }}>{person.name}</div>}
      height="400px"
    />
  ),
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'People by letter' });
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'A' })).toBeVisible());
    await expect(canvas.getByText('Andrea 1').closest('li')).toHaveAttribute('aria-setsize', '5200');
    // Into the middle of M: M's heading is drawn at the top of the view although its row is far above.
    region.scrollTop = 12 * (32 + 200 * 40) + 32 + 100 * 40;
    await waitFor(() => expect(canvas.getByText('Mndrea 101')).toBeInTheDocument());
    const heading = canvas.getByRole('heading', { name: 'M' });
    await waitFor(() =>
      expect(Math.abs(heading.closest('li')!.getBoundingClientRect().top - region.getBoundingClientRect().top)).toBeLessThan(2),
    );
    await expect(canvas.queryByRole('heading', { name: 'A' })).toBeNull();
    await expect(region.querySelectorAll('li').length).toBeLessThan(40);
    await expect(canvas.getByText('Mndrea 101').closest('li')).toHaveAttribute('aria-posinset', `${12 * 200 + 101}`);
  },
});

const team = [
  {
    key: 'A',
    label: 'A',
    items: [
      { id: 'anna', name: 'Anna' },
      { id: 'arno', name: 'Arno' },
    ],
  },
  {
    key: 'B',
    label: 'B',
    items: [
      { id: 'berta', name: 'Berta' },
      { id: 'bruno', name: 'Bruno' },
    ],
  },
  { key: 'C', label: 'C', items: [{ id: 'clara', name: 'Clara' }] },
];

/** Holds a transition's render back until released, as a deferred list or a lazy part does. */
function HeldUntil({ gate }: { gate: Promise<void> | null }) {
  if (gate) use(gate);
  return null;
}

function TeamWithHeldRender() {
  const [groups, setGroups] = useState(team);
  const [gate, setGate] = useState<Promise<void> | null>(null);
  const release = useRef<() => void>(() => undefined);
  const removeAnna = () => {
    const held = new Promise<void>((resolve) => (release.current = resolve));
    startTransition(() => {
      setGroups(team.map((group) => ({ ...group, items: group.items.filter((person) => person.id !== 'anna') })));
      setGate(held);
    });
  };
  // Let go of the held render by an update of its own as well: pings of a settled promise are not
  // delivered while a story's play runs inside React's act.
  const showTheChange = () => {
    release.current();
    setGate(null);
  };
  return (
    <div>
      <button type="button" onClick={removeAnna}>
        Remove Anna
      </button>
      <button type="button" onClick={showTheChange}>
        Show the change
      </button>
      <div data-frame>
        <Suspense fallback={null}>
          <GroupedVirtualList
            label="Team"
            groups={groups}
            getKey={(person) => person.id}
            renderItem={(person) => <div style={{ padding: '20px 16px' }}>{person.name}</div>}
            height="400px"
          />
          <HeldUntil gate={gate} />
        </Suspense>
      </div>
    </div>
  );
}

/** The rows as drawn, top to bottom: each must start where the one before it ends. */
const gapsBetweenRows = (list: HTMLElement) => gapsBetween(list.querySelectorAll(':scope > li'));

/**
 * The rows change in a render that React holds back (a deferred value, a lazy part), and the rows
 * still on screen are resized meanwhile: each row keeps its own height once the change is shown.
 */
export const RowsChangeWhileTheRenderIsHeld = meta.story({
  render: () => <TeamWithHeldRender />,
  play: async ({ canvas, userEvent }) => {
    const list = canvas.getByRole('list');
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'C' })).toBeVisible());
    await waitFor(() => expect(gapsBetweenRows(list)).toEqual([0, 0, 0, 0, 0, 0, 0]));
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Anna' }));
    // While the change is held, the rows on screen are those from before it; a narrower frame resizes them.
    const frame = list.closest<HTMLElement>('[data-frame]')!;
    const resized = new Promise<void>((resolve) => {
      const observer = new ResizeObserver(() => {
        observer.disconnect();
        resolve();
      });
      frame.style.inlineSize = '320px';
      observer.observe(list.querySelector('li')!);
    });
    await resized;
    await expect(canvas.getByText('Anna')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Show the change' }));
    await waitFor(() => expect(canvas.queryByText('Anna')).toBeNull());
    await waitFor(() => expect(gapsBetweenRows(list)).toEqual([0, 0, 0, 0, 0, 0]));
  },
});
