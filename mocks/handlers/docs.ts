import { HttpResponse } from 'msw';
import { docsEndpoints } from '@/features/docs/endpoints';
import { documentFiles } from '@/features/docs/schemas';
import { defineArea, endpoint, refuse } from '../api';

/** This area's data is the sample-apps page's: refused (403) to the roles that may not open it. */
const pageEndpoint = endpoint.of('sample-apps');

const files = import.meta.glob<string>('../data/docs/*', { query: '?raw', import: 'default' });

const contentType = (file: string) => (file.endsWith('.json') ? 'application/json' : 'text/markdown; charset=utf-8');

/** The product's documents as files: the markdown component's `src` (template-apps.md point 7, Markdown). */
export const docsArea = defineArea('Documents', [
  pageEndpoint(
    docsEndpoints.document,
    {
      rule: `Path parameter file, one of ${documentFiles.join(', ')}: the file as text (markdown or JSON); any other name, a path included, is refused.`,
    },
    async ({ params }) => {
      const file = String(params.file);
      if (!documentFiles.includes(file)) refuse('file', `There is no document "${file}". Documents: ${documentFiles.join(', ')}.`);
      const load = files[`../data/docs/${file}`];
      if (!load) return HttpResponse.json({ message: `The document "${file}" is missing.` }, { status: 404 });
      return new HttpResponse(await load(), { headers: { 'Content-Type': contentType(file) } });
    },
  ),
]);
