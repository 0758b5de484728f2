import type { within } from 'storybook/test';

type Canvas = ReturnType<typeof within>;

/**
 * Waits for the home with the user's profile in: the greeting shows at once (with the name the
 * session's token carries), the profile's card only once the profile has loaded, and with it the
 * frame's user menu. A picture or a check taken at the greeting alone would catch the page half-way.
 */
export async function findHomeWithProfile(canvas: Canvas, greeting = 'Welcome, Anna Gruber') {
  const heading = await canvas.findByRole('heading', { level: 1, name: greeting });
  await canvas.findByRole('region', { name: 'Anna Gruber' });
  return heading;
}
