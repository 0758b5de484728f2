import { afterEach, expect } from 'vitest';
import { page } from 'vitest/browser';

interface StoryOnContext {
  id: string;
  parameters: { visual?: boolean; screenshot?: 'root' | 'page' };
}

/**
 * After every story (its play function has passed): its picture must match the reviewed baseline.
 * `parameters.visual: false` opts a story out; `screenshot: 'page'` captures the whole viewport, for
 * overlays rendered outside the story root.
 */
afterEach(async (context) => {
  const story = (context as unknown as { story?: StoryOnContext }).story;
  if (!story || story.parameters.visual === false) return;
  await document.fonts.ready;
  const wholePage = story.parameters.screenshot === 'page';
  // Overlays are fixed to the viewport: the page picture spans the whole frame, not just the content.
  if (wholePage) document.body.style.minBlockSize = '100vh';
  const target = wholePage ? document.body : document.getElementById('story-root');
  if (!target) throw new Error(`Story ${story.id} rendered no root to take a picture of`);
  // The frame clips what lies below it: grow it to the story's height for the picture, then restore.
  const { innerWidth, innerHeight } = window;
  const height = Math.min(Math.ceil(target.scrollHeight), 4000);
  if (height > innerHeight) await page.viewport(innerWidth, height);
  await expect.element(page.elementLocator(target)).toMatchScreenshot(`${story.id}.png`);
  if (height > innerHeight) await page.viewport(innerWidth, innerHeight);
});
