import { catalogue } from '@sc/contract/catalogue.ts';
import { envelopeSchema, sessionContextSchema } from '@sc/contract/envelope.ts';
import { REPLY_LIST_MAX, REPLY_TEXT_MAX } from '@sc/contract/limits.ts';
import { REPLY } from '@sc/contract/reply-codes.ts';
import { z } from 'zod';

const EXAMPLE_CONTEXT = { entityCode: 1, channel: 'omsAdmin', locale: 'th-TH', userId: 'omsAdmin' };

type Json = Record<string, unknown>;
type Io = 'input' | 'output';

const INT32 = 2 ** 31;

/**
 * What the document adds to each generated schema: integers say whether they fit in 32 bits; a
 * reply text or list with no bound of its own takes the shared reply bound (limits.ts), which the
 * server checks its replies against when it checks replies. Request fields are never filled in
 * here: each carries its own bound in the contract, which the server enforces.
 */
function annotate(json: Json, io: Io) {
  const types = Array.isArray(json.type) ? json.type : [json.type];
  if (types.includes('integer') && json.format === undefined) {
    const min = typeof json.minimum === 'number' ? json.minimum : -Infinity;
    const max = typeof json.maximum === 'number' ? json.maximum : Infinity;
    json.format = min >= -INT32 && max < INT32 ? 'int32' : 'int64';
  }
  if (io === 'output') {
    if (types.includes('string') && json.maxLength === undefined && json.enum === undefined && json.const === undefined)
      json.maxLength = REPLY_TEXT_MAX;
    if (types.includes('array') && json.maxItems === undefined) json.maxItems = REPLY_LIST_MAX;
  }
}

/**
 * A record keyed by an enum (tab counts, status counts) comes out as `propertyNames` plus
 * `required`; the keys become named properties so that every required key is defined.
 */
function nameEnumKeys(json: Json) {
  const names = (json.propertyNames as Json | undefined)?.enum;
  if (json.type !== 'object' || json.properties || !Array.isArray(names) || !json.additionalProperties) return;
  json.properties = Object.fromEntries(names.map((n) => [String(n), json.additionalProperties]));
}

/**
 * One call's schema as a document part: recursive schemas' definitions move to
 * components.schemas (a `$ref` inside a path's schema resolves against the whole document, not
 * the schema), under their zod `id` or, without one, the call's name.
 */
function schemaOf(schema: z.ZodType, io: Io, owner: string, components: Record<string, Json>): Json {
  const json = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    override: ({ jsonSchema }) => annotate(jsonSchema as Json, io),
  }) as Json;
  const { $schema: _ignored, $defs, ...rest } = json;
  const names = new Map<string, string>();
  for (const key of Object.keys(($defs as Json | undefined) ?? {})) {
    names.set(key, key.startsWith('__schema') ? `${owner}_${io}_${key.slice(8)}` : key);
  }
  const moved = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(moved);
    if (!value || typeof value !== 'object') return value;
    const out: Json = {};
    for (const [k, v] of Object.entries(value)) {
      out[k] =
        k === '$ref' && typeof v === 'string' && v.startsWith('#/$defs/')
          ? `#/components/schemas/${names.get(v.slice(8)) ?? v.slice(8)}`
          : moved(v);
    }
    nameEnumKeys(out);
    return out;
  };
  for (const [key, def] of Object.entries(($defs as Json | undefined) ?? {})) {
    const name = names.get(key) ?? key;
    const part = moved(def) as Json;
    const before = components[name];
    if (before && JSON.stringify(before) !== JSON.stringify(part)) {
      throw new Error(`Two different schemas are both named ${name} in the API document`);
    }
    components[name] = part;
  }
  return moved(rest) as Json;
}

const REFUSALS = {
  session: `A refusal is an HTTP 200 envelope too, with success false: replyCode ${REPLY.SESSION_EXPIRED.code} when the session is missing or ended, ${REPLY.NO_PERMISSION.code} without the permission, ${REPLY.VALIDATION_FAILED.code} with fieldErrors for a payload that breaks the contract.`,
  public: `A refusal is an HTTP 200 envelope too, with success false: ${REPLY.VALIDATION_FAILED.code} with fieldErrors for a payload that breaks the contract, ${REPLY.TOO_FREQUENT.code} when attempts come too often.`,
  operator: `A refusal is an HTTP 200 envelope too, with success false: replyCode ${REPLY.SESSION_EXPIRED.code} without the operator session, ${REPLY.VALIDATION_FAILED.code} with fieldErrors for a payload that breaks the contract.`,
};

/** The transport faults every call can meet, each answered with the failure envelope. */
const TRANSPORT_FAULTS = {
  '400': 'The body is not JSON (or not a form, for an upload).',
  '413': 'The body is larger than the server takes.',
  '415': 'The body’s content type is neither JSON nor, for an upload, a multipart form.',
  '500': 'The server failed; the reply says so in the request’s language and tells nothing more.',
} as const;

/** The OpenAPI document of every call, generated from the catalogue's zod schemas. */
export function buildOpenApi() {
  const paths: Record<string, object> = {};
  const schemas: Record<string, Json> = {};
  schemas.Failure = schemaOf(envelopeSchema(z.object({})), 'output', 'Failure', schemas);
  const faultRefs = Object.fromEntries(
    Object.keys(TRANSPORT_FAULTS).map((status) => [status, { $ref: `#/components/responses/Fault${status}` }]),
  );
  for (const call of catalogue) {
    const operationId = call.serviceCode ?? call.path.replace(/^\/oms\//, '').replace(/\W+/g, '_');
    const requestBody = schemaOf(
      call.request.extend({ sessionContext: sessionContextSchema.optional() }),
      'input',
      operationId,
      schemas,
    );
    if (call.multipart) {
      // The file's bound is the call's: a larger upload is cut off there and reported too big.
      const file = (requestBody.properties as Record<string, Json> | undefined)?.[call.multipart.fileField];
      if (file) file.maxLength = call.multipart.maxBytes;
    }
    const response = schemaOf(envelopeSchema(call.response), 'output', operationId, schemas);
    const operation = {
      summary: call.summary,
      operationId,
      tags: [call.path.split('/')[2] ?? 'oms'],
      description: [
        call.serviceCode ? `Service code ${call.serviceCode}.` : '',
        `Permission ${call.funcs.join(' or ')}${call.mainAccountOnly ? ', main account only' : ''}.`,
        {
          public: 'No session needed.',
          session: 'Needs the session cookie.',
          operator:
            'A platform operator call of the marketplace simulator: needs the operator cookie, never a merchant’s.',
        }[call.auth],
      ]
        .filter(Boolean)
        .join(' '),
      requestBody: {
        required: true,
        content: {
          [call.multipart ? 'multipart/form-data' : 'application/json']: {
            schema: requestBody,
            ...(call.example ? { example: { ...call.example, sessionContext: EXAMPLE_CONTEXT } } : {}),
          },
        },
      },
      responses: {
        '200': {
          description: `The envelope: the result and transactionStatus. ${REFUSALS[call.auth]}`,
          content: { 'application/json': { schema: response } },
        },
        ...faultRefs,
      },
      // A public call takes no session, and uses one when the cookie comes along.
      ...(call.auth === 'public' ? { security: [{}, { session: [] }] } : {}),
      ...(call.auth === 'operator' ? { security: [{ operator: [] }] } : {}),
    };
    paths[call.path] = { post: operation };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Seller Centre API',
      version: '1.0.0',
      description:
        'Every business call is a POST whose JSON body is the payload plus sessionContext. The reply is HTTP 200 with data.transactionStatus {success, replyCode, replyText}; transport faults use HTTP statuses.',
    },
    servers: [
      {
        url: '/',
        description:
          'Whichever server serves this document (local, test or production): the web app and its API share one origin.',
        'x-internal': false,
      },
    ],
    components: {
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: 'sc_sid' },
        operator: { type: 'apiKey', in: 'cookie', name: 'sc_op_sid' },
      },
      schemas,
      responses: Object.fromEntries(
        Object.entries(TRANSPORT_FAULTS).map(([status, description]) => [
          `Fault${status}`,
          {
            description: `${description} The failure envelope, replyCode ${status}.`,
            content: { 'application/json': { schema: { $ref: '#/components/schemas/Failure' } } },
          },
        ]),
      ),
    },
    security: [{ session: [] }],
    paths,
  };
}
