/** What the technical documentation screen shows of one OpenAPI operation. */
export interface ApiOperation {
  id: string;
  method: string;
  path: string;
  summary: string;
  tag: string;
  auth: string;
  permission: string | null;
  errorCodes: string[];
  parameters: { name: string; in: string; required: boolean; schema: unknown }[];
  requestSchema: unknown;
  successStatus: string | null;
  responseSchema: unknown;
}

type Json = Record<string, unknown>;
const methods = ['get', 'post', 'put', 'patch', 'delete'] as const;

function obj(value: unknown): Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : {};
}

function str(value: unknown, fallback = ''): string {
  return typeof value === 'string' ? value : fallback;
}

function jsonSchemaOf(content: unknown): unknown {
  return obj(obj(obj(content)['application/json']).schema);
}

function readOperation(path: string, method: string, raw: Json): ApiOperation {
  const responses = obj(raw.responses);
  const successStatus = Object.keys(responses).find((status) => status.startsWith('2')) ?? null;
  const body = obj(raw.requestBody);
  return {
    id: str(raw.operationId, `${method} ${path}`),
    method: method.toUpperCase(),
    path,
    summary: str(raw.summary),
    tag: str(Array.isArray(raw.tags) ? raw.tags[0] : undefined, 'other'),
    auth: str(raw['x-auth'], 'public'),
    permission: typeof raw['x-permission'] === 'string' ? raw['x-permission'] : null,
    errorCodes: Array.isArray(raw['x-error-codes']) ? raw['x-error-codes'].map(String) : [],
    parameters: (Array.isArray(raw.parameters) ? raw.parameters : []).map((p) => {
      const param = obj(p);
      return {
        name: str(param.name),
        in: str(param.in),
        required: param.required === true,
        schema: param.schema,
      };
    }),
    requestSchema: body.content ? jsonSchemaOf(body.content) : null,
    successStatus,
    responseSchema: successStatus ? jsonSchemaOf(obj(responses[successStatus]).content) : null,
  };
}

/** Every operation of an OpenAPI document, in path order. */
export function readOperations(document: unknown): ApiOperation[] {
  const operations: ApiOperation[] = [];
  for (const [path, item] of Object.entries(obj(obj(document).paths))) {
    for (const method of methods) {
      const raw = obj(item)[method];
      if (raw) operations.push(readOperation(path, method, obj(raw)));
    }
  }
  return operations;
}

/** Operations grouped by their tag, tags in alphabetical order. */
export function groupByTag(
  operations: readonly ApiOperation[],
): { tag: string; operations: ApiOperation[] }[] {
  const groups = new Map<string, ApiOperation[]>();
  for (const operation of operations)
    groups.set(operation.tag, [...(groups.get(operation.tag) ?? []), operation]);
  return [...groups].sort(([a], [b]) => a.localeCompare(b)).map(([tag, list]) => ({ tag, operations: list }));
}

/** A one-word type for a parameter's schema, e.g. "integer" or "string". */
export function schemaType(schema: unknown): string {
  const s = obj(schema);
  if (typeof s.type === 'string') return s.type;
  if (Array.isArray(s.anyOf) || Array.isArray(s.oneOf)) {
    const types = [...(Array.isArray(s.anyOf) ? s.anyOf : []), ...(Array.isArray(s.oneOf) ? s.oneOf : [])]
      .map(schemaType)
      .filter(Boolean);
    return [...new Set(types)].join(' | ');
  }
  if ('const' in s) return JSON.stringify(s.const);
  return '';
}

export function apiInfo(document: unknown): { title: string; version: string; description: string } {
  const info = obj(obj(document).info);
  return { title: str(info.title), version: str(info.version), description: str(info.description) };
}

/**
 * The operations whose path, name, summary or area contain every word of the search, in any
 * case; the method may be one of the words ("post orders").
 */
export function matchingOperations(operations: readonly ApiOperation[], search: string): ApiOperation[] {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  return operations.filter((o) => {
    const text = `${o.method} ${o.path} ${o.id} ${o.summary} ${o.tag}`.toLowerCase();
    return words.every((w) => text.includes(w));
  });
}
