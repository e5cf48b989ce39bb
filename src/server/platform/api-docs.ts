import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { allEndpoints } from '../../shared/api';
import { requestHead, resultCommon } from '../../shared/envelope-schemas';
import { RESULT_MESSAGES } from '../../shared/result-codes';

const jsonSchema = (schema: z.ZodType, io: 'input' | 'output') =>
  z.toJSONSchema(schema, { unrepresentable: 'any', io, target: 'openapi-3.0' }) as Record<string, unknown>;

/** The OpenAPI document, built from the contract alone so it cannot drift from it. */
export function buildOpenApi() {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const { domain, endpoint } of allEndpoints()) {
    const method = endpoint.method.toLowerCase();
    const request = jsonSchema(endpoint.request, 'input');
    const ok =
      endpoint.responseType === 'json'
        ? {
            'application/json': {
              schema: {
                type: 'object',
                properties: {
                  head: { type: 'object', properties: { requestId: { type: 'string' } } },
                  body: {
                    allOf: [
                      { type: 'object', properties: { common: jsonSchema(resultCommon, 'output') } },
                      jsonSchema(endpoint.response, 'output'),
                    ],
                  },
                },
              },
            },
          }
        : { [endpoint.responseType === 'html' ? 'text/html' : 'application/octet-stream']: {} };
    paths[endpoint.path] = {
      [method]: {
        tags: [domain],
        summary: endpoint.summary,
        description: [
          endpoint.silent ? '静默调用：不弹出业务错误对话框。' : '',
          endpoint.sessionFree ? '无需会话。' : '',
        ]
          .filter(Boolean)
          .join(' '),
        ...(endpoint.method === 'GET'
          ? {
              parameters: Object.entries((request.properties ?? {}) as Record<string, unknown>).map(
                ([name, schema]) => ({
                  name,
                  in: 'query',
                  schema,
                }),
              ),
            }
          : {
              requestBody: {
                content: {
                  'application/json': {
                    schema: {
                      type: 'object',
                      required: ['head', 'body'],
                      properties: { head: jsonSchema(requestHead, 'input'), body: request },
                    },
                  },
                },
              },
            }),
        responses: { '200': { description: '业务结果见 body.common', content: ok } },
      },
    };
  }
  return {
    openapi: '3.0.3',
    info: {
      title: '移动客户服务门户 API',
      version: '1.0.0',
      description: `结果码：${Object.entries(RESULT_MESSAGES)
        .map(([code, msg]) => `${code} ${msg}`)
        .join('；')}`,
    },
    paths,
  };
}

/**
 * The document, built when /docs first asks for it: converting every schema
 * of the contract took ~0.3 s of each start (issue 9). @fastify/swagger keeps
 * the object it is given and reads it only when serving, so its fields are
 * read through to one build.
 */
export function lazyOpenApi(build: () => ReturnType<typeof buildOpenApi> = buildOpenApi) {
  let built: ReturnType<typeof buildOpenApi> | undefined;
  const doc = () => {
    built ??= build();
    return built;
  };
  return {
    get openapi() {
      return doc().openapi;
    },
    get info() {
      return doc().info;
    },
    get paths() {
      return doc().paths;
    },
  };
}

export async function registerApiDocs(app: FastifyInstance) {
  await app.register(swagger, { mode: 'static', specification: { document: lazyOpenApi() as never } });
  // staticCSP: the UI's own scripts get hashes instead of loosening the portal's CSP.
  await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });
}
