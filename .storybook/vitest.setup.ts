import { expect, onTestFinished } from 'vitest';
import { page, server } from 'vitest/browser';
import { holdStill } from './hold-still';
import { registerStoryChecks, type StoryUnderCheck } from './story-checks';
import { takeUnhandledRequests } from './unhandled-requests';

/** The narrowest phone a screen must fit, without scrolling sideways. */
export const narrowestPhone = 320;

/**
 * Each story, from its start: what moves by itself holds still until its picture is taken. After it
 * (its play function has passed): its picture must match the reviewed baseline.
 * `parameters.visual: false` opts a story out; `screenshot: 'page'` captures the whole viewport, for
 * overlays rendered outside the story root; `screenshotMask` (a selector) paints over what moves;
 * `pictureDiffersFrom` (a story id of the same file) checks the check: this story's picture must not
 * match that story's baseline.
 */
registerStoryChecks((story) => {
  const letGo = holdStill();
  onTestFinished(async ({ task }) => {
    // Said while the failed story's page is as its play function left it, before the picture resizes it.
    if (task.result?.state === 'fail') reportHiddenOverlays();
    try {
      expect(takeUnhandledRequests(), 'API requests no fake-backend handler answered').toEqual([]);
      await expectPicture(story);
      await expectNoSidewaysScroll(story);
    } finally {
      letGo();
    }
    // Room for the picture's own wait (vitest.config.ts) and the two directions' re-layout below; a
    // story that passes takes a second or two here.
  }, 60_000);
});

async function expectPicture(story: StoryUnderCheck) {
  if (story.parameters.visual === false) return;
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
  const options = mask.length ? { screenshotOptions: { mask } } : {};
  try {
    const differsFrom = story.parameters.pictureDiffersFrom;
    if (differsFrom) {
      // While baselines are taken (`--update=all`), a mismatch would draw this picture over the other's.
      if (server.config.snapshotOptions.updateSnapshot === 'all') return;
      await expect(
        expect.element(page.elementLocator(target)).toMatchScreenshot(`${differsFrom}.png`, options),
        `${story.id} against ${differsFrom}`,
      ).rejects.toThrow(/pixels \(ratio [\d.]+\) differ/);
    } else {
      await expect.element(page.elementLocator(target)).toMatchScreenshot(`${story.id}.png`, options);
    }
  } finally {
    // The next story starts from the frame as it was, whether or not the picture matched.
    if (wholePage) document.body.style.minBlockSize = '';
    if (height > innerHeight) await page.viewport(innerWidth, innerHeight);
  }
}

/**
 * A screen fits the narrowest phone in both writing directions: the page is never wider than the
 * viewport. The story's own direction is checked first, then the other one (the layout mirrored).
 * Stories tagged `fits-phone` are checked: each screen's first story, each detail a screen opens
 * (a mail, a card, a guide), and each story drawn on a phone; the composed app's walk checks every
 * page of the menu at 320 px as well (e2e/app.e2e.test.ts).
 */
async function expectNoSidewaysScroll(story: StoryUnderCheck) {
  if (!story.tags.includes('fits-phone')) return;
  const { innerWidth, innerHeight } = window;
  const root = document.documentElement;
  const ownDirection = root.dir;
  const overflow = () =>
    root.scrollWidth > root.clientWidth
      ? `${root.dir || 'ltr'}: page ${root.scrollWidth} px wide in a ${root.clientWidth} px viewport (${outermostOverflowing(root.clientWidth)})`
      : fits();
  const fits = () => `${root.dir || 'ltr'}: page ${root.clientWidth} px wide in a ${root.clientWidth} px viewport`;
  try {
    await page.viewport(narrowestPhone, innerHeight);
    for (const direction of [ownDirection || 'ltr', ownDirection === 'rtl' ? 'ltr' : 'rtl']) {
      root.dir = direction;
      // The screen re-renders for a small screen when the media query changes: wait until it has settled.
      await expect.poll(overflow, { timeout: 10_000 }).toBe(fits());
    }
  } finally {
    root.dir = ownDirection;
    await page.viewport(innerWidth, innerHeight);
  }
}

/** What reaches past the viewport's edges, outermost first, to say where to look. */
function outermostOverflowing(width: number) {
  const outside = (element: Element) => {
    const box = element.getBoundingClientRect();
    // Only the far side scrolls: the right in left-to-right text, the left in right-to-left.
    return box.width > 1 && (document.documentElement.dir === 'rtl' ? box.left < -0.5 : box.right > width + 0.5);
  };
  return [...document.body.querySelectorAll('*')]
    .filter((element) => outside(element) && !(element.parentElement && outside(element.parentElement)))
    .slice(0, 3)
    .map(
      (element) =>
        `${element.tagName.toLowerCase()}.${String(element.className).split(' ')[0]} "${(element.textContent ?? '').trim().slice(0, 30)}"`,
    )
    .join(', ');
}

/**
 * When a story fails, say what hides an overlay that is in the page: the testing library finds an
 * element whose ancestor is faded out (opacity 0), while `toBeVisible` counts it as not shown.
 */
function reportHiddenOverlays() {
  const overlays = document.querySelectorAll('[role=menu], [role=dialog], [role=alertdialog], [role=listbox]');
  const report = [...overlays].flatMap((overlay) => {
    const hiding: string[] = [];
    for (let element: Element | null = overlay; element; element = element.parentElement) {
      const { display, visibility, opacity } = getComputedStyle(element);
      if (display === 'none' || visibility !== 'visible' || opacity === '0' || element.hasAttribute('hidden')) {
        const animations = element
          .getAnimations()
          .map((animation) => `${animation instanceof CSSAnimation ? animation.animationName : 'transition'} ${animation.playState}`);
        hiding.push(
          `${element.tagName.toLowerCase()}.${String(element.className).split(' ')[0]} (display ${display}, visibility ${visibility}, opacity ${opacity}${element.hasAttribute('hidden') ? ', hidden' : ''}${animations.length ? `, ${animations.join(', ')}` : ''})`,
        );
      }
    }
    return hiding.length
      ? [`${overlay.getAttribute('role')} "${overlay.getAttribute('aria-label') ?? ''}" is hidden by ${hiding.join(' < ')}`]
      : [];
  });
  if (report.length) console.warn(report.join('\n'));
}
