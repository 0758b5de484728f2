import { expect, waitFor } from 'storybook/test';
import preview from '#.storybook/preview';
import { Icon } from '../Icon/Icon';
import { iconNames } from '../Icon/icons';
import { VirtualGrid, VirtualList } from './VirtualList';

const people = Array.from({ length: 5000 }, (_, index) => ({ id: `p${index}`, name: `Person ${index + 1}` }));

const meta = preview.meta({
  title: 'Data display/VirtualList',
  component: VirtualList,
});

/** 5,000 items, of which only those in view (and a few around) are rendered. */
export const LongList = meta.story({
  render: () => (
    <VirtualList label="People" items={people} getKey={(person) => person.id} renderItem={(person) => <div style={{ padding: 16 }}>{person.name}</div>} height="400px" />
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
