import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildOpenApi, lazyOpenApi, registerApiDocs } from './api-docs';

describe('API docs', () => {
  it('builds the document only when it is first read, and once', () => {
    let builds = 0;
    const doc = lazyOpenApi(() => {
      builds += 1;
      return buildOpenApi();
    });
    expect(builds).toBe(0);
    expect(doc.openapi).toBe('3.0.3');
    expect(Object.keys(doc.paths).length).toBeGreaterThan(10);
    expect(doc.info.title).toBeTruthy();
    expect(builds).toBe(1);
  });

  it('serves the whole document as JSON and YAML', async () => {
    const app = Fastify();
    await registerApiDocs(app);
    const json = await app.inject({ url: '/docs/json' });
    expect(json.statusCode).toBe(200);
    expect(json.json()).toEqual(JSON.parse(JSON.stringify(buildOpenApi())));
    const yaml = await app.inject({ url: '/docs/yaml' });
    expect(yaml.statusCode).toBe(200);
    expect(yaml.body).toContain('openapi: 3.0.3');
    expect((await app.inject({ url: '/docs' })).statusCode).toBeLessThan(400);
    await app.close();
  });
});
