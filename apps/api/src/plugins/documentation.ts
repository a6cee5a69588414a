// OpenAPI document at /documentation/json and its UI at /documentation, generated from the zod
// schemas of packages/contracts through fastify-type-provider-zod.
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import fastifyPlugin from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

export const DOCUMENTATION_PREFIX = '/documentation';

export const documentationPlugin = fastifyPlugin<{ isSecureOrigin: boolean }>(
  async (app, { isSecureOrigin }) => {
    await app.register(fastifySwagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Escola de Código — API',
          description:
            'API da plataforma. Erros seguem o formato de mensagem flash { type, message }.',
          version: '1.0.0',
        },
        components: {
          securitySchemes: {
            csrf: { type: 'apiKey', in: 'header', name: 'csrf-token' },
          },
        },
      },
      transform: jsonSchemaTransform,
      transformObject: jsonSchemaTransformObject,
    });
    await app.register(fastifySwaggerUi, {
      routePrefix: DOCUMENTATION_PREFIX,
      staticCSP: true,
      // Plain http (development) must not ask the browser to upgrade the UI's own requests.
      transformStaticCSP: (header) =>
        isSecureOrigin ? header : header.replace('upgrade-insecure-requests;', '').trim(),
    });
  },
  { name: 'documentation' },
);
