import { useLayoutEffect } from 'react';
import { expect, waitFor } from 'storybook/test';
import preview from '#.storybook/preview';
import { DrawnInTurn } from './drawn-in-turn';

/** What was drawn, and '|' where a task ended: each chart must end its own. */
const drawn: string[] = [];

function Drawing({ name }: { name: string }) {
  useLayoutEffect(() => {
    drawn.push(name);
    queueMicrotask(() => drawn.push('|'));
  }, [name]);
  return <div style={{ blockSize: 48, border: '1px solid currentColor', padding: 8 }}>{name}</div>;
}

/** Three charts (stand-ins of their height) on one page. */
function ThreeCharts() {
  return (
    <div data-testid="charts" style={{ display: 'grid', gap: 8, padding: 16 }}>
      {['Calls', 'Languages', 'Interpreters'].map((name) => (
        <DrawnInTurn key={name} height={48}>
          <Drawing name={name} />
        </DrawnInTurn>
      ))}
    </div>
  );
}

const meta = preview.meta({
  title: 'Data display/Charts/Drawn in turn',
  component: ThreeCharts,
  beforeEach: () => {
    drawn.length = 0;
  },
});

/** A page's charts are drawn one per idle moment, each in a task of its own, in their held places. */
export const OneAtATime = meta.story({
  play: async ({ canvas }) => {
    const charts = canvas.getByTestId('charts');
    const height = charts.getBoundingClientRect().height;
    await waitFor(() => expect(drawn.filter((entry) => entry !== '|')).toHaveLength(3));
    await waitFor(() => expect(drawn).toEqual(['Calls', '|', 'Languages', '|', 'Interpreters', '|']));
    // The places were held at the charts' height: nothing moved when they came.
    await expect(charts.getBoundingClientRect().height).toBe(height);
  },
});
