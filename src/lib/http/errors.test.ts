import { describe, expect, it } from 'vitest';
import { HttpError, NetworkError, refusalOf } from './errors';

describe('the words of a refused request', () => {
  it('reads a 400 in the one shape the servers share', () => {
    const refused = new HttpError('PATCH', '/api/x', 400, { message: 'sku: Required', field: 'sku', reason: 'Required' });
    expect(refusalOf(refused)).toEqual({ message: 'sku: Required', field: 'sku', reason: 'Required' });
  });

  it('has none for another status, another shape or no answer at all', () => {
    expect(refusalOf(new HttpError('GET', '/api/x', 500, { message: 'down' }))).toBeNull();
    expect(refusalOf(new HttpError('GET', '/api/x', 400, 'Bad Request'))).toBeNull();
    expect(refusalOf(new NetworkError('GET', '/api/x'))).toBeNull();
  });
});
