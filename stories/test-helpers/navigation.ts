import { expect, waitFor, within } from 'storybook/test';

type Canvas = ReturnType<typeof within>;

/**
 * Finds the main navigation once its entries are in. The frame draws the navigation at once and
 * its entries when the menu has loaded, with a 'Loading' status in their place until then; on a
 * busy machine the menu can arrive after the page and the top bar, so a story that looks for an
 * entry straight away would fail for a reason that has nothing to do with what it checks.
 */
export async function findLoadedNavigation(canvas: Canvas, name = 'Main navigation') {
  const navigation = await canvas.findByRole('navigation', { name });
  await waitFor(() => expect(within(navigation).queryByRole('status')).toBeNull());
  return navigation;
}
