import { z } from 'zod';
import { API, errorsOf, SOCKET, type Operation } from './api';
import * as auth from './auth';
import * as bankAccounts from './bank-accounts';
import * as common from './common';
import { APP_VERSION, TRADE_PRICE_TOLERANCE_PERCENT } from './constants';
import { ERROR_CODES, errorMessage, errorStatus, type ErrorCode, type ErrorParams } from './errors';
import * as kyc from './kyc';
import * as notifications from './notifications';
import * as priceAlerts from './price-alerts';
import * as prices from './prices';
import * as profile from './profile';
import * as push from './push';
import * as reports from './reports';
import * as tickets from './tickets';
import * as trading from './trading';
import * as wallets from './wallets';

// The API table (api.ts) as an OpenAPI 3.1 document: `npm run openapi` writes it to docs/openapi.json and the mock
// serves it at /openapi.json. Schemas are zod's own JSON Schema (draft 2020-12, which OpenAPI 3.1 takes as it is), on
// the input side: what travels on the wire, as the mock sends the value it checked, not zod's parsed output.

type Json = Record<string, unknown>;

/** Each schema the contracts export, named after its export: `walletListResponseSchema` is `WalletListResponse`. */
const MODULES = [
  auth,
  bankAccounts,
  common,
  kyc,
  notifications,
  priceAlerts,
  prices,
  profile,
  push,
  reports,
  tickets,
  trading,
  wallets,
];
const isSchema = (value: unknown): value is z.core.$ZodType => typeof value === 'object' && value !== null && '_zod' in value;
const componentName = (exported: string) => exported.replace(/Schema$/, '').replace(/^./, (first) => first.toUpperCase());

/** A text for each error, with example values for those that name one. */
const EXAMPLE_PARAMS: { [C in ErrorCode]?: ErrorParams<C>[0] } = {
  NOT_FOUND: {},
  OTP_COOLDOWN: { seconds: 45 },
  CHANGE_REQUEST_PENDING: { label: 'نام' },
  BANK_ACCOUNT_LIMIT: { max: 5 },
  IBAN_BANK_MISMATCH: { bank: 'بانک ملت' },
  KYC_LEVEL_REQUIRED: { required: 1 },
  TRADE_REQUESTS_OPEN_LIMIT: { most: 3 },
  PRICE_MOVED: { percent: TRADE_PRICE_TOLERANCE_PERCENT },
  GATEWAY_PAYMENT_LIMIT: { max: 200_000_000 },
  GATEWAY_DAILY_LIMIT: { max: 1_000_000_000, left: 250_000_000 },
  WALLET_CLOSED: { wallet: 'کیف پول طلا' },
  PRICE_ALERT_REACHED: { side: 'buy' },
};
const exampleText = (code: ErrorCode): string =>
  (errorMessage as (code: ErrorCode, params?: object) => string)(code, EXAMPLE_PARAMS[code] ?? {});

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
/** A group of calls: Scalar and Redoc show `x-displayName` for its name. */
const tag = (name: string, title: string) => ({ name, description: title, 'x-displayName': title });

export function openApiDocument(): Json {
  const registry = z.registry<{ id: string }>();
  const names = new Map<z.core.$ZodType, string>();
  for (const module of MODULES) {
    // Sorted: a module namespace lists its exports so, a bundler's stand-in for one may not.
    for (const [exported, value] of Object.entries(module).sort(([a], [b]) => (a < b ? -1 : 1))) {
      if (!isSchema(value) || names.has(value)) continue;
      names.set(value, componentName(exported));
      registry.add(value, { id: componentName(exported) });
    }
  }
  const { schemas } = z.toJSONSchema(registry, {
    io: 'input',
    unrepresentable: 'any',
    uri: (id) => `#/components/schemas/${id}`,
  }) as { schemas: Record<string, Json> };
  // Each component is a Schema Object inside the document: its own `$schema` and `$id` (zod's) do not belong there.
  for (const schema of Object.values(schemas)) {
    delete schema.$schema;
    delete schema.$id;
  }
  /** A registered schema as a reference; any other written out whole (none of ours refers to itself). */
  const schemaOf = (schema: z.core.$ZodType): Json => {
    const name = names.get(schema);
    if (name) return ref(name);
    const inline = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Json;
    if ('$defs' in inline) throw new Error('an unnamed schema refers to itself: export it from its contracts module');
    delete inline.$schema;
    return inline;
  };
  /** The schema itself, not a reference: a query's fields become the call's parameters. */
  const expanded = (schema: z.core.$ZodType): Json => {
    const name = names.get(schema);
    return name ? schemas[name]! : schemaOf(schema);
  };

  const paths: Record<string, Record<string, Json>> = {};
  for (const [operationId, op] of Object.entries(API) as [string, Operation][]) {
    (paths[op.path] ??= {})[op.method] = operation(operationId, op, schemaOf, expanded);
  }

  const socketEvents = Object.fromEntries(
    Object.entries(SOCKET.serverEvents).map(([name, event]) => [
      name,
      { summary: event.summary, payload: schemaOf(event.schema) },
    ]),
  );

  return {
    openapi: '3.1.1',
    info: {
      title: 'API پنل معامله طلا',
      version: APP_VERSION,
      summary: 'خرید و فروش طلای ۱۸ عیار به گرم، کیف پول تومانی و طلایی، احراز هویت، تیکت و اعلان',
      description: [
        'The calls the panel makes to the provider, as its two spec documents name them, with the answers and errors',
        'the mock gives. Made from the zod contracts in `contracts/src` (`npm run openapi`); the conformance check',
        '(`npm run conformance`) holds a running API to them.',
        '',
        '- Every answer is JSON. A success is `{ success: true, data, message? }` (the trading calls answer their',
        '  fields flat); a failure is the `ErrorEnvelope`, whose `errorCode` is listed under each call and in',
        '  `x-error-codes` with its status and Persian text.',
        '- Money is in Toman, gold in grams with three decimals; numbers the provider may send as text are typed',
        '  `number | string`.',
        '- Calls marked `x-source: mock` are not in the spec documents: the panel works without them (a 404 is taken',
        '  as "not offered").',
        '- Realtime events travel over socket.io: see `x-socket-io`.',
      ].join('\n'),
    },
    servers: [{ url: '/', description: 'The API host (the mock serves the panel and the API on one origin)' }],
    tags: [
      tag('auth', 'ورود، ثبت‌نام و کد یک‌بارمصرف'),
      tag('settings', 'نمایه، رمز عبور و درخواست‌های تغییر'),
      tag('kyc', 'احراز هویت'),
      tag('bank-accounts', 'حساب‌های بانکی'),
      tag('notifications', 'اعلان‌ها'),
      tag('prices', 'قیمت و ساعت بازار'),
      tag('price-alerts', 'هشدار قیمت'),
      tag('trading', 'معامله طلا'),
      tag('wallets', 'کیف پول، واریز و برداشت'),
      tag('tickets', 'پشتیبانی'),
      tag('reports', 'گزارش حساب'),
    ],
    paths,
    components: {
      schemas,
      // Each error once, with its Persian text: the calls' error answers point here.
      examples: Object.fromEntries(
        ERROR_CODES.map((code) => {
          const text = exampleText(code);
          return [code, { summary: text, value: { success: false, error: text, message: text, errorCode: code } }];
        }),
      ),
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
    },
    'x-error-codes': Object.fromEntries(
      ERROR_CODES.map((code) => [code, { status: errorStatus(code), message: exampleText(code) }]),
    ),
    'x-socket-io': {
      namespace: SOCKET.namespace,
      path: '/socket.io',
      auth: SOCKET.auth,
      clientEvents: SOCKET.clientEvents,
      serverEvents: socketEvents,
    },
  };
}

function operation(
  operationId: string,
  op: Operation,
  schemaOf: (schema: z.core.$ZodType) => Json,
  expanded: (schema: z.core.$ZodType) => Json,
): Json {
  const parameters: Json[] = [...op.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    schema: { type: 'string', minLength: 1 },
  }));
  if (op.query) {
    const query = expanded(op.query);
    const required = new Set((query.required as string[] | undefined) ?? []);
    for (const [name, schema] of Object.entries((query.properties as Record<string, Json> | undefined) ?? {})) {
      parameters.push({ name, in: 'query', required: required.has(name), schema });
    }
  }
  if (op.idempotent) {
    parameters.push({
      name: 'Idempotency-Key',
      in: 'header',
      required: false,
      description: 'A repeat with the same key answers the first answer again, and nothing is done twice.',
      schema: { type: 'string', minLength: 1, maxLength: 255 },
    });
  }

  const success =
    'file' in op.response
      ? {
          description: 'The file',
          content: Object.fromEntries(op.response.file.map((type) => [type, { schema: {} }])),
        }
      : { description: op.summary, content: { 'application/json': { schema: schemaOf(op.response) } } };

  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of errorsOf(op)) byStatus.set(errorStatus(code), [...(byStatus.get(errorStatus(code)) ?? []), code]);
  const errors = Object.fromEntries(
    [...byStatus]
      .sort(([a], [b]) => a - b)
      .map(([status, codes]) => [
        String(status),
        {
          description: codes.join(', '),
          content: {
            'application/json': {
              schema: ref('ErrorEnvelope'),
              examples: Object.fromEntries(codes.map((code) => [code, { $ref: `#/components/examples/${code}` }])),
            },
          },
        },
      ]),
  );

  return {
    operationId,
    tags: [op.tag],
    summary: op.summary,
    ...(op.source === 'mock'
      ? { description: 'Not in the spec documents: the mock offers it, and the panel works without it.' }
      : {}),
    'x-source': op.source,
    'x-effect': op.effect,
    ...(op.auth === 'none' ? { security: [] } : { security: [{ bearer: [] }] }),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(op.body ? { requestBody: { required: true, content: { 'application/json': { schema: schemaOf(op.body) } } } } : {}),
    ...(op.upload
      ? {
          requestBody: {
            required: true,
            content: {
              'multipart/form-data': {
                schema: {
                  type: 'object',
                  properties: { [op.upload]: { type: 'string', contentMediaType: 'application/octet-stream' } },
                  required: [op.upload],
                },
              },
            },
          },
        }
      : {}),
    responses: { [String(op.status)]: success, ...errors },
  };
}
