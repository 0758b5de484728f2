import { expect } from 'storybook/test';
import preview from '#.storybook/preview';
import { areas } from '@mocks/areas';
import { loadAreas } from '@mocks/router';
import { takeUnhandledRequests } from '#.storybook/unhandled-requests';
import { FakeBackendEndpoints } from './FakeBackendEndpoints';

const meta = preview.meta({
  title: 'Fake backend/Endpoints',
  component: FakeBackendEndpoints,
  parameters: { frame: 'padded' },
});

/** Every endpoint, generated from the handlers: as many rows as the areas declare, each path once per method. */
export const Endpoints = meta.story({
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Endpoints of the fake backend' });
    const declared = (await loadAreas(areas)).flatMap((area) => area.endpoints);
    // One header row, one heading row per group (the areas and the hub), one row per endpoint.
    const rows = table.querySelectorAll('tbody tr td:first-child');
    await expect(rows.length).toBe(declared.length + 1);
    await expect(canvas.getByText('api/common/messages/mark-all-as-read')).toBeVisible();
    await expect(canvas.getAllByText('1500 ms').length).toBeGreaterThanOrEqual(3);
    await expect(canvas.getAllByText('Anyone')).toHaveLength(declared.filter((item) => item.access === 'anyone').length);
    // The data of a page, for the roles that may open it.
    await expect(canvas.getAllByText('Signed in, may open contacts')).toHaveLength(
      declared.filter((item) => item.page === 'contacts').length,
    );
  },
});

/** A request that no handler answers is recorded, and a story that leaves one behind fails. */
export const UnhandledRequestIsCaught = meta.story({
  parameters: { visual: false },
  play: async () => {
    // Whatever reaches the page (MSW logs the error and lets the request pass), the request is recorded.
    await fetch('/api/no/such/endpoint').catch(() => undefined);
    await expect(takeUnhandledRequests()).toEqual(['GET /api/no/such/endpoint']);
  },
});
