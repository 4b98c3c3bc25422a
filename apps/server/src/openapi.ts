import { catalogue } from '@sc/contract/catalogue.ts';
import { envelopeSchema, sessionContextSchema } from '@sc/contract/envelope.ts';
import { z } from 'zod';

const EXAMPLE_CONTEXT = { entityCode: 1, channel: 'omsAdmin', locale: 'th-TH', userId: 'omsAdmin' };

/** The OpenAPI document of every call, generated from the catalogue's zod schemas. */
export function buildOpenApi() {
  const paths: Record<string, object> = {};
  for (const call of catalogue) {
    const requestBody = z.toJSONSchema(call.request.extend({ sessionContext: sessionContextSchema.optional() }), {
      io: 'input',
      unrepresentable: 'any',
    });
    const response = z.toJSONSchema(envelopeSchema(call.response), { io: 'output', unrepresentable: 'any' });
    const operation = {
      summary: call.summary,
      operationId: call.serviceCode ?? call.path.replace(/^\/oms\//, '').replace(/\W+/g, '_'),
      tags: [call.path.split('/')[2] ?? 'oms'],
      description: [
        call.serviceCode ? `Service code ${call.serviceCode}.` : '',
        `Permission ${call.func}${call.mainAccountOnly ? ', main account only' : ''}.`,
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
            schema: strip(requestBody),
            ...(call.example ? { example: { ...call.example, sessionContext: EXAMPLE_CONTEXT } } : {}),
          },
        },
      },
      responses: {
        '200': { description: 'The envelope', content: { 'application/json': { schema: strip(response) } } },
      },
      ...(call.auth === 'public' ? { security: [] } : {}),
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
    components: {
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: 'sc_sid' },
        operator: { type: 'apiKey', in: 'cookie', name: 'sc_op_sid' },
      },
    },
    security: [{ session: [] }],
    paths,
  };
}

function strip(schema: Record<string, unknown>) {
  const { $schema: _ignored, ...rest } = schema;
  return rest;
}
