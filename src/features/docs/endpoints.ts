import { contract } from '@/lib/contract';

/**
 * The endpoints of the product's documents, relative to the API base: the feature's API functions
 * call them and the fake backend answers them, so that each is written once, with what it sends and
 * answers.
 */
export const docsEndpoints = {
  /** One of the documents by its file name: markdown as text (a JSON file arrives parsed). */
  document: contract.get<{ path: { file: string }; answer: unknown }>('api/docs/:file'),
};
