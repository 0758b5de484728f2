import { describe, expect, it } from 'vitest';
import type { HttpError } from '@/lib/http';
import { documentFiles } from '@/features/docs';
import { serveFakeBackend, signedInApi } from '../node';

serveFakeBackend();

const api = signedInApi;
const file = (name: string) => api.get<unknown>(`api/docs/${name}`);
const refusal = (name: string) =>
  file(name).then(
    () => null,
    (error: unknown) => error as HttpError,
  );

describe('api/docs/{file}', () => {
  it.each(documentFiles.filter((name) => name.endsWith('.md')))('answers %s as markdown text', async (name) => {
    const text = await file(name);
    expect(typeof text).toBe('string');
    expect(text).toMatch(/^## /m);
  });

  it('answers the example configuration as JSON the app can read', async () => {
    expect(await file('app-config.example.json')).toEqual({
      layout: expect.any(String),
      scheme: expect.any(String),
      theme: expect.any(String),
    });
  });

  it('has every document in German, English and Arabic, with the same sections', async () => {
    for (const id of ['changelog', 'getting-started']) {
      const sections = async (language: string) => ((await file(`${id}.${language}.md`)) as string).match(/^## /gm)?.length;
      expect(await sections('de'), id).toBe(await sections('en'));
      expect(await sections('ar'), id).toBe(await sections('en'));
    }
  });

  it.each(['README.md', 'changelog.fr.md', '..%2Fapi%2Fauth%2Fsign-in', '%2e%2e%2fpackage.json', 'changelog.de.md%00.json', '.env'])(
    'serves nothing outside its documents: %s',
    async (name) => {
      const error = await refusal(name);
      expect(error?.status).toBe(400);
      expect(JSON.stringify(error?.body)).toContain('There is no document');
    },
  );
});
