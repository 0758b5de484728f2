/**
 * The checks after every story (its picture, the API requests nothing answered, the narrowest phone),
 * started from the preview's `beforeEach`, which runs inside each story's test.
 *
 * They cannot be hooks of the test setup file: the story files share one page (`isolate: false`), where
 * Vitest evaluates a setup file once and its `beforeEach`/`afterEach` apply to the first story file only.
 * This module is shared across the files of a page, so what the setup file registers here stays.
 * Outside the test run (Storybook itself) nothing is registered and nothing runs.
 */
export interface StoryUnderCheck {
  id: string;
  /** `fits-phone`: the screen is checked on the narrowest phone as well (.storybook/vitest.setup.ts). */
  tags: string[];
  parameters: { visual?: boolean; screenshot?: 'root' | 'page'; screenshotMask?: string; pictureDiffersFrom?: string };
}

let startChecks: (story: StoryUnderCheck) => void = () => {};

export function registerStoryChecks(start: (story: StoryUnderCheck) => void) {
  startChecks = start;
}

export function checkThisStory(story: StoryUnderCheck) {
  startChecks(story);
}
