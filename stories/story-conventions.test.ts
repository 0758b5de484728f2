import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const root = new URL('..', import.meta.url).pathname;
const storyFiles = ['src', 'stories'].flatMap((folder) =>
  readdirSync(`${root}${folder}`, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.stories.tsx') && !file.includes('__screenshots__'))
    .map((file) => `${folder}/${file}`),
);
const screenFiles = storyFiles.filter((file) => /title: 'Screens\//.test(readFileSync(`${root}${file}`, 'utf8')));

describe('the stories of a screen', () => {
  it('are found', () => {
    expect(screenFiles.length).toBeGreaterThan(40);
  });

  // The narrowest-phone check runs on tagged stories only (.storybook/vitest.setup.ts): a screen
  // without one would never be checked at 320 px.
  it.each(screenFiles)('%s has a story checked on the narrowest phone', (file) => {
    expect(readFileSync(`${root}${file}`, 'utf8')).toMatch(/tags: \[[^\]]*'fits-phone'/);
  });
});
