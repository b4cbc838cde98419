import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { ModulesContainer } from '@nestjs/core';
import { TestApp, startTestApp } from '../support/test-app';
import { IS_PUBLIC } from '../../src/common/decorators/access.decorators';

interface Operation {
  operationId: string;
  summary?: string;
  security?: Array<Record<string, string[]>>;
  requestBody?: { content: Record<string, { schema: { $ref?: string } }> };
  responses: Record<string, { content?: Record<string, { schema?: { $ref?: string } }> }>;
}

interface SchemaObject {
  properties?: Record<string, { example?: unknown; enum?: unknown[]; $ref?: string; allOf?: unknown[] }>;
}

/** Operations that can only answer 2xx or 5xx, with the reason; nothing else is excused. */
const NO_CLIENT_ERRORS: Record<string, string> = {
  HealthController_check: 'public, unlimited, no input: it answers 200 or 503',
  SettingsController_sections: 'public, no input: the section switches, 200 or 5xx',
};

const AUTH_DTOS = [
  'LoginDto',
  'GoogleAuthDto',
  'RegisterMemberDto',
  'RegisterBusinessDto',
  'ForgotPasswordDto',
  'ResetPasswordDto',
  'CompleteProfileDto',
  'LoginResponseDto',
  'MeResponseDto',
  'UserDetailsDto',
  'MessageResponseDto',
  'ErrorResponseDto',
];

describe('Swagger (/api/docs-json) documents every endpoint', () => {
  let sut: TestApp;
  let operations: Array<[string, Operation]>;
  let schemas: Record<string, SchemaObject>;
  /** operationId (Controller_method, Nest's default) → is the handler @Public()? */
  const handlers = new Map<string, boolean>();

  before(async () => {
    sut = await startTestApp();
    const docs = (await sut.http.get('/api/docs-json').expect(200)).body;
    operations = Object.entries(docs.paths as Record<string, Record<string, Operation>>).flatMap(([path, byMethod]) =>
      Object.entries(byMethod).map(([method, operation]) => [`${method.toUpperCase()} ${path}`, operation] as [string, Operation]),
    );
    schemas = docs.components.schemas;
    for (const module of sut.app.get(ModulesContainer).values()) {
      for (const wrapper of module.controllers.values()) {
        const controller = wrapper.metatype as { name: string; prototype: Record<string, unknown> };
        for (const name of Object.getOwnPropertyNames(controller.prototype)) {
          const handler = controller.prototype[name];
          // Nest marks each route handler with its HTTP method.
          if (typeof handler !== 'function' || Reflect.getMetadata('method', handler) === undefined) continue;
          const isPublic = Reflect.getMetadata(IS_PUBLIC, handler) ?? Reflect.getMetadata(IS_PUBLIC, controller) ?? false;
          handlers.set(`${controller.name}_${name}`, isPublic === true);
        }
      }
    }
  });
  after(async () => sut.close());

  it('lists every route handler of the app, and only those', () => {
    assert.ok(handlers.size >= 12, `found ${handlers.size} route handlers`);
    const documented = new Set(operations.map(([, operation]) => operation.operationId));
    assert.deepEqual(
      [...handlers.keys()].filter((id) => !documented.has(id)),
      [],
      'handlers missing from the docs',
    );
    assert.deepEqual(
      [...documented].filter((id) => !handlers.has(id)),
      [],
      'documented operations without a handler',
    );
  });

  it('gives every operation a summary', () => {
    assert.deepEqual(
      operations.filter(([, operation]) => !operation.summary).map(([route]) => route),
      [],
    );
  });

  it('documents at least one 4xx answer for every operation, each with ErrorResponseDto', () => {
    const without4xx = operations
      .filter(([, operation]) => !NO_CLIENT_ERRORS[operation.operationId])
      .filter(([, operation]) => !Object.keys(operation.responses).some((code) => /^4\d\d$/.test(code)))
      .map(([route]) => route);
    assert.deepEqual(without4xx, []);
    const untypedErrors = operations.flatMap(([route, operation]) =>
      Object.entries(operation.responses)
        .filter(([code]) => Number(code) >= 400)
        .filter(([, response]) => response.content?.['application/json']?.schema?.$ref !== '#/components/schemas/ErrorResponseDto')
        .map(([code]) => `${route} ${code}`),
    );
    assert.deepEqual(untypedErrors, []);
  });

  it('the excused operations still document their 5xx', () => {
    for (const [route, operation] of operations.filter(([, op]) => NO_CLIENT_ERRORS[op.operationId])) {
      assert.ok(
        Object.keys(operation.responses).some((code) => /^5\d\d$/.test(code)),
        route,
      );
    }
  });

  it('lists bearer security on every operation except the @Public ones', () => {
    const wrong = operations
      .map(([route, operation]) => {
        const isPublic = handlers.get(operation.operationId);
        const bearer = (operation.security ?? []).some((requirement) => 'bearer' in requirement);
        if (isPublic === undefined) return `${route}: no handler`;
        if (!isPublic && !bearer) return `${route}: needs a token but lists no bearer security`;
        // A public operation may list bearer too: it reads an optional token (e.g. admins see more).
        return null;
      })
      .filter(Boolean);
    assert.deepEqual(wrong, []);
    assert.ok([...handlers.values()].some((isPublic) => isPublic) && [...handlers.values()].some((isPublic) => !isPublic));
  });

  it('offers "Authorize" with an HTTP bearer JWT scheme, and serves Swagger UI', async () => {
    const docs = (await sut.http.get('/api/docs-json').expect(200)).body;
    assert.deepEqual(docs.components.securitySchemes.bearer, { scheme: 'bearer', bearerFormat: 'JWT', type: 'http' });
    const ui = await sut.http.get('/api/docs').expect(200);
    assert.match(ui.text, /swagger-ui/i);
  });

  it('describes every request body with a schema from components that has examples', () => {
    const problems = operations.flatMap(([route, operation]) =>
      Object.entries(operation.requestBody?.content ?? {}).map(([type, media]) => {
        const name = media.schema.$ref?.replace('#/components/schemas/', '');
        if (!name || !schemas[name]) return `${route} ${type}: no named schema`;
        const properties = Object.values(schemas[name].properties ?? {});
        if (!properties.some((property) => property.example !== undefined || property.enum)) return `${route}: ${name} has no example`;
        return null;
      }),
    );
    assert.deepEqual(problems.filter(Boolean), []);
  });

  it('has the auth DTOs under components.schemas, every property with an example or its choices', () => {
    for (const name of AUTH_DTOS) {
      const schema = schemas[name];
      assert.ok(schema, `${name} is missing`);
      for (const [property, definition] of Object.entries(schema.properties ?? {})) {
        const described = definition.example !== undefined || definition.enum || definition.$ref || definition.allOf;
        assert.ok(described, `${name}.${property} has no example`);
      }
    }
    assert.deepEqual(Object.keys(schemas.LoginDto.properties ?? {}), ['email', 'password']);
    assert.deepEqual(Object.keys(schemas.ResetPasswordDto.properties ?? {}), ['token', 'newPassword']);
  });
});
