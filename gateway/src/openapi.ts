import type { RouteContract } from '@takt/proto';
import { ErrorBody } from '@takt/proto';
import { z } from 'zod';

const schema = (s: z.ZodType) => z.toJSONSchema(s, { io: 'input', unrepresentable: 'any' });

/** One OpenAPI parameter per property of a query schema (an object schema). */
function queryParameters(query: z.ZodType): object[] {
  const json = schema(query) as { properties?: Record<string, object>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, s]) => ({
    name,
    in: 'query',
    required: json.required?.includes(name) ?? false,
    schema: s,
  }));
}

/** OpenAPI 3.1 document generated from the same zod contracts the services validate with. */
export function openApiDocument(routes: readonly RouteContract[], version: string): object {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const r of routes) {
    const path = r.path.replace(/:(\w+)/g, '{$1}');
    const params = [...r.path.matchAll(/:(\w+)/g)].map((m) => ({ name: m[1], in: 'path', required: true, schema: { type: 'string' } }));
    const odata = r.odata
      ? ['$filter', '$orderby', '$top', '$skip', '$count', '$select'].map((name) => ({
          name,
          in: 'query',
          required: false,
          schema: { type: 'string' },
        }))
      : [];
    const query = r.query ? queryParameters(r.query) : [];
    paths[path] ??= {};
    paths[path][r.method.toLowerCase()] = {
      summary: r.summary,
      tags: [r.service],
      security: r.access === 'public' ? [] : [{ bearer: [] }],
      'x-roles': r.access,
      parameters: [...params, ...query, ...odata],
      // The web grid and integrators learn here which fields filter and sort, and the defaults.
      ...(r.odata ? { 'x-odata': r.odata } : {}),
      ...(r.body ? { requestBody: { required: true, content: { 'application/json': { schema: schema(r.body) } } } } : {}),
      ...(r.binary === 'upload'
        ? {
            requestBody: {
              required: true,
              content: {
                'multipart/form-data': { schema: { type: 'object', properties: { File: { type: 'string', format: 'binary' } } } },
              },
            },
          }
        : {}),
      responses: {
        200:
          r.binary === 'download'
            ? { description: 'The file', content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } } }
            : { description: 'OK', ...(r.response ? { content: { 'application/json': { schema: schema(r.response) } } } : {}) },
        default: { description: 'Error', content: { 'application/json': { schema: schema(ErrorBody) } } },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Takt API', version },
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    paths,
  };
}
