import { validate, compileErrors } from '@readme/openapi-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { useTestApp } from './fixtures.ts';

interface OpenApiResponse {
  content?: Record<string, { schema?: unknown }>;
}

interface OpenApiDoc {
  openapi: string;
  paths: Record<string, Record<string, { responses?: Record<string, OpenApiResponse>; tags?: string[] }>>;
  components?: { schemas?: Record<string, unknown> };
}

/** Every route the server registered, as 'METHOD /path/{param}', read from Fastify's route tree. */
function registeredRoutes(app: App): string[] {
  const routes: string[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const m = /^((?:│ {3}| {4})*)(?:├── |└── )(\S+)(?: \(([^)]+)\))?$/.exec(line);
    if (!m) continue;
    const depth = m[1]!.length / 4;
    const path = (stack[depth - 1] ?? '') + m[2]!;
    stack[depth] = path;
    stack.length = depth + 1;
    for (const method of (m[3] ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)) {
      routes.push(`${method} ${path.replace(/:(\w+)/g, '{$1}')}`);
    }
  }
  return routes;
}

describe('openapi', () => {
  const t = useTestApp({ keys: false });
  let doc: OpenApiDoc;
  beforeAll(async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v2/openapi.json' });
    expect(res.statusCode).toBe(200);
    doc = res.json();
  });

  it('publishes a valid OpenAPI 3 document', async () => {
    expect(doc.openapi).toMatch(/^3\./);
    const result = await validate(structuredClone(doc) as never);
    expect(result.valid, result.valid ? '' : compileErrors(result)).toBe(true);
  });

  it('documents every route under /v2 and /customizer', () => {
    const routes = registeredRoutes(t.app).filter(
      (r) =>
        /^GET|^POST|^PUT|^PATCH|^DELETE/.test(r) &&
        / \/(v2|customizer)\//.test(r) &&
        r !== 'GET /v2/openapi.json' &&
        // The realtime WebSocket is a protocol of its own (docs/CHAT.md "Realtime"), not a REST call.
        r !== 'GET /v2/realtime',
    );
    expect(routes.length).toBeGreaterThanOrEqual(7);
    const documented = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`),
    );
    const missing = routes.filter((r) => !documented.includes(r));
    expect(missing).toEqual([]);
  });

  it('documents only routes that exist', () => {
    const routes = new Set(registeredRoutes(t.app));
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const method of Object.keys(ops))
        expect(routes, `${method} ${path}`).toContain(`${method.toUpperCase()} ${path}`);
    }
  });

  it('names the shared schemas', () => {
    const names = Object.keys(doc.components?.schemas ?? {});
    for (const name of ['ErrorBody', 'ModuleConfigDocument', 'MenuItem', 'StaticPage']) expect(names).toContain(name);
  });

  it('documents the error body for the failures of the API routes', () => {
    for (const [path, ops] of Object.entries(doc.paths)) {
      if (!path.startsWith('/v2/') || !path.includes('{')) continue;
      for (const [method, op] of Object.entries(ops)) {
        for (const status of ['400', '404']) {
          expect(JSON.stringify(op.responses?.[status] ?? null), `${method} ${path} ${status}`).toContain('ErrorBody');
        }
      }
    }
  });

  // Responses are serialized by their schema: an answer without one is not in the contract, and a
  // field the schema lacks is dropped, so the web client's generated types are only as whole as these.
  it('declares a body schema for every success but 204 and the error body for every failure', () => {
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        const responses = Object.entries(op.responses ?? {});
        expect(
          responses.some(([status]) => status.startsWith('2')),
          `${method} ${path}`,
        ).toBe(true);
        for (const [status, response] of responses) {
          const where = `${method} ${path} ${status}`;
          if (status === '204') expect(response.content, where).toBeUndefined();
          else if (status.startsWith('2'))
            expect(
              Object.values(response.content ?? {}).some((c) => c.schema !== undefined),
              where,
            ).toBe(true);
          // The health probes answer their own small status body, for load balancers rather than clients.
          else if (path !== '/healthz' && path !== '/readyz')
            expect(JSON.stringify(response), where).toContain('ErrorBody');
        }
      }
    }
  });

  it('tags every operation', () => {
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) expect(op.tags?.length, `${method} ${path}`).toBeGreaterThan(0);
    }
  });
});
