import { afterEach, beforeEach, expect } from 'vitest';
import { page } from 'vitest/browser';
import { takeUnhandledRequests } from './unhandled-requests';

interface StoryOnContext {
  id: string;
  parameters: { visual?: boolean; screenshot?: 'root' | 'page'; screen?: 'small'; screenshotMask?: string };
}

/** A phone-sized frame for `parameters.screen: 'small'`: below the md breakpoint, as on a phone. */
export const smallScreen = { width: 390, height: 844 } as const;
let restoreViewport: { width: number; height: number } | null = null;

beforeEach(async (context) => {
  const story = (context as unknown as { story?: StoryOnContext }).story;
  if (story?.parameters.screen !== 'small') return;
  restoreViewport = { width: window.innerWidth, height: window.innerHeight };
  await page.viewport(smallScreen.width, smallScreen.height);
});

/**
 * After every story (its play function has passed): its picture must match the reviewed baseline.
 * `parameters.visual: false` opts a story out; `screenshot: 'page'` captures the whole viewport, for
 * overlays rendered outside the story root; `screenshotMask` (a selector) paints over what moves.
 */
afterEach(async (context) => {
  try {
    expect(takeUnhandledRequests(), 'API requests no fake-backend handler answered').toEqual([]);
    await expectPicture(context);
  } finally {
    await restoreFrame();
  }
});

async function expectPicture(context: unknown) {
  const story = (context as { story?: StoryOnContext }).story;
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
  // What moves by itself (a live camera picture) is painted over, so the rest can be compared.
  const mask = story.parameters.screenshotMask ? [...document.querySelectorAll(story.parameters.screenshotMask)] : [];
  await expect.element(page.elementLocator(target)).toMatchScreenshot(`${story.id}.png`, mask.length ? { screenshotOptions: { mask } } : {});
  if (height > innerHeight) await page.viewport(innerWidth, innerHeight);
}

/** Hooks run in reverse order, so the picture and the restore of a small frame share one hook. */
async function restoreFrame() {
  if (!restoreViewport) return;
  await page.viewport(restoreViewport.width, restoreViewport.height);
  restoreViewport = null;
}
