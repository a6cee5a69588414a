// gzip/brotli for JSON and the SPA's files.
import fastifyCompress from '@fastify/compress';
import fastifyPlugin from 'fastify-plugin';

export const compressionPlugin = fastifyPlugin(
  async (app) => {
    await app.register(fastifyCompress, { global: true, threshold: 1024 });
  },
  { name: 'compression' },
);
