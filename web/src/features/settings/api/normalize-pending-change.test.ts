import { describe, expect, it } from 'vitest';
import { InvalidResponseError } from '../../../shared/api/normalize';
import { normalizePendingChange } from './normalize-pending-change';

const REQUEST = { id: 'cr-1', requestedName: 'مریم احمدی', createdAt: '2025-03-01T08:00:00.000Z' };

describe('normalizePendingChange', () => {
  it.each([
    ['data', { success: true, data: { ...REQUEST, status: 'pending' } }],
    ['data.data', { data: { data: REQUEST } }],
    ['the bare request', REQUEST],
  ])('reads the request in %s', (_name, body) => {
    expect(normalizePendingChange(body)).toEqual(REQUEST);
  });

  it.each([
    ['data null', { success: true, data: null }],
    ['data.data null', { success: true, data: { data: null } }],
    ['no data at all', { success: true, data: undefined }],
    ['a request no longer pending', { success: true, data: { ...REQUEST, status: 'rejected' } }],
  ])('reads %s as no pending request', (_name, body) => {
    expect(normalizePendingChange(body)).toBeNull();
  });

  it('turns a numeric id and value into text', () => {
    expect(normalizePendingChange({ data: { id: 5, requestedName: 499370899, createdAt: REQUEST.createdAt } })).toEqual({
      id: '5',
      requestedName: '499370899',
      createdAt: REQUEST.createdAt,
    });
  });

  it('throws InvalidResponseError for an answer of another shape', () => {
    expect(() => normalizePendingChange({ success: true, data: { something: 'else' } })).toThrow(InvalidResponseError);
  });
});
