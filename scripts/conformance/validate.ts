import { z } from 'zod';
import type { Operation } from '@gold/contracts/api';
import { errorsOf } from '@gold/contracts/api';
import { errorEnvelopeSchema } from '@gold/contracts/common';
import { ERRORS, type ErrorCode } from '@gold/contracts/errors';

/** One way an answer differs from its contract: where, and what was expected against what came. */
export type Problem = { path: string; message: string };

/** What came back from one call: the status, the parsed JSON (if it was JSON), the content type, a Retry-After. */
export type Answer = { status: number; contentType: string; body: unknown; text: string; retryAfter?: string };

type Issue = z.core.$ZodIssue;
type Path = readonly PropertyKey[];

/** `data.wallets[0].balance`: the path as a reader of the JSON would write it. */
export function pathText(path: Path): string {
  let text = '';
  for (const key of path) {
    if (typeof key === 'number') text += `[${key}]`;
    else text += text ? `.${String(key)}` : String(key);
  }
  return text || '(body)';
}

function valueAt(value: unknown, path: Path): unknown {
  let current = value;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

/** The JSON type of a value, as zod names it: a missing field is `undefined`. */
function typeName(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

/** A value short enough for one line of the report. */
function shown(value: unknown): string {
  if (value === undefined) return 'undefined';
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

const MAX_OPTIONS = 6;
const options = (values: readonly unknown[]) =>
  values.length > MAX_OPTIONS
    ? `${values.slice(0, MAX_OPTIONS).map(shown).join(' | ')} | ... (${values.length} values)`
    : values.map(shown).join(' | ');

/**
 * A union of plain types or values (`number | string`) that failed on every branch at the same place: its branches,
 * named. Null for a union of shapes.
 */
function typeUnion(issue: z.core.$ZodIssueInvalidUnion): string | null {
  const leaves = issue.errors.map((branch) => (branch.length === 1 && branch[0].path.length === 0 ? branch[0] : null));
  const plain =
    leaves.length > 0 && leaves.every((leaf) => leaf && (leaf.code === 'invalid_type' || leaf.code === 'invalid_value'));
  return plain ? leaves.map((leaf) => expected(leaf!)).join(' | ') : null;
}

/** What the contract wanted at an issue's path, in words. */
function expected(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.expected;
    case 'invalid_value':
      return options(issue.values);
    case 'invalid_union':
      return typeUnion(issue) ?? (issue.errors.length ? `one of ${issue.errors.length} shapes` : issue.message);
    default:
      return issue.message;
  }
}

/**
 * The issues of a failed parse, one problem each. A union whose branches are objects reports the branch that came
 * closest (fewest issues), under its own paths: that is usually the shape the answer meant to have.
 */
function problemsOf(issues: readonly Issue[], input: unknown, prefix: Path = []): Problem[] {
  const problems: Problem[] = [];
  for (const issue of issues) {
    const path = [...prefix, ...issue.path];
    if (issue.code === 'invalid_union' && issue.errors.length > 0 && !typeUnion(issue)) {
      const closest = [...issue.errors].sort((a, b) => a.length - b.length)[0];
      problems.push(...problemsOf(closest, input, path));
      continue;
    }
    const value = valueAt(input, path);
    // A wrong type is said by its type, a wrong value by the value.
    const byType =
      issue.code === 'invalid_type' || (issue.code === 'invalid_union' && value !== undefined && typeof value !== 'string');
    problems.push({
      path: pathText(path),
      message: `expected ${expected(issue)}, received ${byType ? typeName(value) : shown(value)}`,
    });
  }
  return problems;
}

/** Every way `value` differs from `schema`, or none. Works for classic zod and zod/mini schemas alike. */
export function schemaProblems(schema: z.core.$ZodType, value: unknown): Problem[] {
  const result = z.safeParse(schema, value);
  return result.success ? [] : problemsOf(result.error.issues, value);
}

const errorCodeOf = (body: unknown): string | undefined => {
  const code = valueAt(body, ['errorCode']);
  return typeof code === 'string' ? code : undefined;
};

/** `404 NOT_FOUND`, or `404 (not JSON)`: a status with what its body says it is. */
export function statusText(answer: Answer): string {
  if (answer.body === undefined) return `${answer.status} (${answer.contentType || 'no content type'})`;
  const code = errorCodeOf(answer.body);
  return code ? `${answer.status} ${code}` : String(answer.status);
}

export const isJson = (contentType: string) => /^application\/([\w.+-]+\+)?json\b/i.test(contentType);

/** A body that should be JSON but is not: what it is instead. */
function notJson(answer: Answer): Problem {
  const start = answer.text.trim().slice(0, 40);
  return {
    path: '(body)',
    message: `expected JSON, received ${answer.contentType || 'no content type'}${start ? ` starting ${JSON.stringify(start)}` : ''}`,
  };
}

/**
 * A success answer against its row: the status, then the body against the row's schema, or a file's content type
 * against the types the row names.
 */
export function successProblems(op: Operation, answer: Answer): Problem[] {
  if (answer.status !== op.status) {
    const problems: Problem[] = [{ path: 'status', message: `expected ${op.status}, received ${statusText(answer)}` }];
    // An error in place of the answer: its envelope is held to the contract too.
    if (answer.status >= 400 && answer.body !== undefined) problems.push(...schemaProblems(errorEnvelopeSchema, answer.body));
    return problems;
  }
  if ('file' in op.response) {
    const type = answer.contentType.split(';')[0].trim().toLowerCase();
    return op.response.file.includes(type)
      ? []
      : [{ path: 'content-type', message: `expected ${op.response.file.join(' | ')}, received ${type || 'none'}` }];
  }
  if (answer.body === undefined) return [notJson(answer)];
  return schemaProblems(op.response, answer.body);
}

/**
 * An error answer against its row: the JSON error envelope; a code the row names (`errorsOf`), or exactly `code`
 * when the call had one right answer; and the status the error table gives that code.
 */
export function errorProblems(op: Operation, answer: Answer, want: { status: number; code?: ErrorCode }): Problem[] {
  if (answer.status < 400) {
    return [{ path: 'status', message: `expected ${want.status}${want.code ? ` ${want.code}` : ''}, received ${answer.status}` }];
  }
  if (answer.body === undefined) return [notJson(answer)];
  const problems: Problem[] = [];
  if (answer.status !== want.status) {
    problems.push({ path: 'status', message: `expected ${want.status}, received ${statusText(answer)}` });
  }
  // The code is judged against the row below, in its words rather than the whole error table's.
  problems.push(...schemaProblems(errorEnvelopeSchema, answer.body).filter((p) => p.path !== 'errorCode'));
  const code = valueAt(answer.body, ['errorCode']);
  const named: unknown[] = errorsOf(op);
  if (want.code) {
    if (code !== want.code)
      problems.push({ path: 'errorCode', message: `expected ${shown(want.code)}, received ${shown(code)}` });
  } else if (!named.includes(code)) {
    problems.push({
      path: 'errorCode',
      message: `expected a code ${op.method.toUpperCase()} ${op.path} names (${named.join(', ')}), received ${shown(code)}`,
    });
  } else if (answer.status === want.status && ERRORS[code as ErrorCode].status !== answer.status) {
    problems.push({
      path: 'status',
      message: `expected ${ERRORS[code as ErrorCode].status} for ${code}, received ${answer.status}`,
    });
  }
  return problems;
}
