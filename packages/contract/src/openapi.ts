import { errorStatus } from '@tessera/domain';
import { z } from 'zod';
import { type AnyEndpoint, allErrors } from './endpoint';
import { endpoints, webhookPayloads } from './endpoints';
import { errorResponse, operationIdHeader } from './errors';

type Json = Record<string, unknown>;

function schema(type: z.ZodType, io: 'input' | 'output'): Json {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(type, { io, unrepresentable: 'any' }) as Json;
  return rest;
}

function openApiPath(path: string): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

function parameters(endpoint: AnyEndpoint): Json[] {
  const list: Json[] = [];
  for (const [where, obj] of [
    ['path', endpoint.params],
    ['query', endpoint.query],
  ] as const) {
    if (!obj) continue;
    const json = schema(obj, 'input') as { properties?: Record<string, Json>; required?: string[] };
    for (const [name, prop] of Object.entries(json.properties ?? {})) {
      list.push({
        name,
        in: where,
        required: where === 'path' || (json.required ?? []).includes(name),
        schema: prop,
      });
    }
  }
  return list;
}

function operation(endpoint: AnyEndpoint): Json {
  const responses: Json = {
    [String(endpoint.status ?? 200)]: {
      description: 'Success',
      content: { 'application/json': { schema: schema(endpoint.output, 'output') } },
    },
  };
  const byStatus = new Map<number, string[]>();
  for (const code of allErrors(endpoint)) {
    const status = errorStatus(code);
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  for (const [status, codes] of [...byStatus].sort(([a], [b]) => a - b)) {
    responses[String(status)] = {
      description: codes.join(', '),
      content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorResponse' } } },
    };
  }
  const op: Json = {
    operationId: endpoint.id,
    summary: endpoint.summary,
    tags: [endpoint.tag],
    'x-auth': endpoint.auth,
    'x-permission': endpoint.permission,
    'x-error-codes': allErrors(endpoint),
    parameters: parameters(endpoint),
    responses,
  };
  if (endpoint.auth === 'staff') op.security = [{ staffSession: [] }, { bearer: [] }];
  if (endpoint.body) {
    op.requestBody = {
      required: true,
      content: {
        'application/json': {
          schema: schema(endpoint.body, 'input'),
          ...(endpoint.example === undefined ? {} : { example: endpoint.example }),
        },
      },
    };
  }
  return op;
}

/** The whole API as an OpenAPI 3.1 document, generated from the endpoint definitions. */
export function buildOpenApi(list: readonly AnyEndpoint[] = endpoints): Json {
  const paths: Record<string, Json> = {};
  for (const endpoint of [...list].sort(
    (a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method),
  )) {
    const key = openApiPath(endpoint.path);
    paths[key] = { ...(paths[key] ?? {}), [endpoint.method.toLowerCase()]: operation(endpoint) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Tessera API',
      version: '1',
      description: `Every failure answers { errors: [{ code, message, field? }] } and every response carries the ${operationIdHeader} header.`,
    },
    components: {
      securitySchemes: {
        staffSession: { type: 'apiKey', in: 'cookie', name: 'tessera_session' },
        bearer: { type: 'http', scheme: 'bearer' },
      },
      schemas: { ErrorResponse: schema(errorResponse, 'output') },
    },
    paths,
    webhooks: webhookDocs(),
  };
}

/** What an account's webhook endpoints receive: one signed POST per event (decisions/0049). */
function webhookDocs(): Json {
  return Object.fromEntries(
    Object.entries(webhookPayloads).map(([type, payload]) => [
      type,
      {
        post: {
          operationId: `webhook:${type}`,
          summary: `Sent to endpoints subscribed to ${type}.`,
          tags: ['webhooks'],
          parameters: [
            {
              name: 'Tessera-Signature',
              in: 'header',
              required: true,
              description:
                't=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" with the endpoint secret>; refuse a t more than 5 minutes away from now.',
              schema: { type: 'string' },
            },
            { name: 'Tessera-Event', in: 'header', required: true, schema: { type: 'string' } },
            { name: 'Tessera-Delivery', in: 'header', required: true, schema: { type: 'string' } },
          ],
          requestBody: {
            required: true,
            content: { 'application/json': { schema: schema(payload, 'output') } },
          },
          responses: {
            '200': { description: 'Any 2xx marks the delivery delivered; anything else is retried.' },
          },
        },
      },
    ]),
  );
}
