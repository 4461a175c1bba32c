import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { z as mini } from 'zod/mini';
import { API } from '@gold/contracts/api';
import { paymentInfoSchema } from '@gold/contracts/wallets';
import { errorProblems, schemaProblems, successProblems, type Answer } from './validate';

const json = (status: number, body: unknown): Answer => ({
  status,
  contentType: 'application/json; charset=utf-8',
  body,
  text: JSON.stringify(body),
});

describe('schemaProblems', () => {
  it('names each field by its path, with what was expected and what came', () => {
    const schema = z.object({ items: z.array(z.object({ id: z.string(), amount: z.union([z.number(), z.string()]) })) });
    expect(schemaProblems(schema, { items: [{ id: 'a', amount: 1 }, { amount: false }] })).toEqual([
      { path: 'items[1].id', message: 'expected string, received undefined' },
      { path: 'items[1].amount', message: 'expected number | string, received boolean' },
    ]);
  });

  it('says a wrong value by the value, and shortens a long list of options', () => {
    const schema = z.object({ status: z.enum(['open', 'closed']), code: z.enum(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H']) });
    expect(schemaProblems(schema, { status: 'shut', code: 'Z' })).toEqual([
      { path: 'status', message: 'expected "open" | "closed", received "shut"' },
      { path: 'code', message: 'expected "A" | "B" | "C" | "D" | "E" | "F" | ... (8 values), received "Z"' },
    ]);
  });

  it('reads zod/mini schemas, and a value of the wrong kind at the top', () => {
    const schema = mini.object({ success: mini.literal(true) });
    expect(schemaProblems(schema, {})).toEqual([{ path: 'success', message: 'expected true, received undefined' }]);
    expect(schemaProblems(schema, [])).toEqual([{ path: '(body)', message: 'expected object, received array' }]);
  });

  it('follows the closest branch of a union of shapes', () => {
    expect(schemaProblems(paymentInfoSchema, { method: 'receipt', receiptFile: 'a.png' })).toEqual([
      { path: 'receiptUrl', message: 'expected string, received undefined' },
    ]);
  });
});

describe('successProblems and errorProblems', () => {
  it('checks a file by its content type', () => {
    const file = (contentType: string): Answer => ({ status: 200, contentType, body: undefined, text: '' });
    expect(successProblems(API.getReceipt, file('image/png'))).toEqual([]);
    expect(successProblems(API.getReceipt, file('text/html; charset=utf-8'))).toEqual([
      { path: 'content-type', message: 'expected image/jpeg | image/png | application/pdf, received text/html' },
    ]);
  });

  it('holds an error in place of an answer to the envelope too', () => {
    expect(successProblems(API.listWallets, json(500, { success: false, message: 'x', errorCode: 'INTERNAL_ERROR' }))).toEqual([
      { path: 'status', message: 'expected 200, received 500 INTERNAL_ERROR' },
      { path: 'error', message: 'expected string, received undefined' },
    ]);
  });

  it('wants the status the error table gives the code', () => {
    const envelope = { success: false, error: 'x', message: 'x', errorCode: 'ACCOUNT_INACTIVE' };
    expect(errorProblems(API.getWallet, json(404, envelope), { status: 404 })).toEqual([
      { path: 'status', message: 'expected 403 for ACCOUNT_INACTIVE, received 404' },
    ]);
    expect(errorProblems(API.getWallet, json(404, { ...envelope, errorCode: 'NOT_FOUND' }), { status: 404 })).toEqual([]);
    expect(errorProblems(API.getWallet, json(200, {}), { status: 404 })).toEqual([
      { path: 'status', message: 'expected 404, received 200' },
    ]);
  });
});
