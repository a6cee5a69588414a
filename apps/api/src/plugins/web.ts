// Serving the SPA from the same process (issue 2, point 6).
//
// How API routes and page routes coexist: API routes are registered explicitly and answer JSON to
// programmatic calls. A browser navigation (a GET whose Accept lists text/html) gets the SPA's
// index.html — status 200, the client router shows the page or its 404; the public pages prerendered
// at build time (read-web-pages.ts) get their own document, signed in or not — unless the matched route
// is marked `config: { allowsNavigation: true }` (static files, /signout, the documentation).
// That is how `/admin/waiting-list` can be both a page and, for fetch calls, an API route.
// Anything else unknown is a 404 JSON flash. A page with a head of its own (`findPageHead`: a
// public certificate's title and link-preview tags) gets it written into the document.
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { MESSAGES } from '../messages';
import { DOCUMENTATION_PREFIX } from './documentation';
import { getPageDataCacheControl, readPageDataBuildId } from './page-data-cache-control';
import { injectPageHead, type FindPageHead } from './page-head';
import { normalizePagePath, readWebPages } from './read-web-pages';

export const ADMIN_HOME_PATH = '/admin/enrollment-users';
const ADMIN_ROOT_PATTERN = /^\/admin\/?$/i;

export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
export const REVALIDATE_CACHE_CONTROL = 'no-cache';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyContextConfig {
    /** A browser navigation to this route reaches it instead of the SPA. */
    allowsNavigation?: boolean;
  }
}

const pathOf = (url: string) => url.split('?', 1)[0] ?? url;

/** A browser navigation: a GET (or HEAD) whose Accept lists text/html. */
export const isHtmlNavigation = (request: FastifyRequest): boolean => {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const accept = request.headers.accept ?? '';
  return accept.includes('text/html');
};

const allowsNavigation = (request: FastifyRequest): boolean => {
  if (request.is404) return false;
  if (request.routeOptions.config.allowsNavigation) return true;
  return pathOf(request.url).startsWith(DOCUMENTATION_PREFIX);
};

/** Files are served as files, even to a browser navigation. */
const markAsNavigable = (route: RouteOptions) => {
  route.config = { ...route.config, allowsNavigation: true };
};

const sendNotFound = (_request: FastifyRequest, reply: FastifyReply) =>
  reply.status(404).send({ type: 'danger', message: MESSAGES.notFound });

/** The page's own head, or null (the generic document): a failed look-up is logged, not shown. */
const findHeadOf = async ({
  request,
  pagePath,
  findPageHead,
}: {
  request: FastifyRequest;
  pagePath: string;
  findPageHead: FindPageHead | undefined;
}) => {
  if (!findPageHead) return null;
  try {
    return await findPageHead(pagePath);
  } catch (error) {
    request.log.error({ err: error, pagePath }, 'falha ao montar o cabeçalho da página');
    return null;
  }
};

export const webPlugin = fastifyPlugin<{
  webDistDirectory: string;
  pageDataDirectory: string;
  findPageHead?: FindPageHead;
}>(
  async (app, { webDistDirectory, pageDataDirectory, findPageHead }) => {
    const { indexHtml, prerendered } = readWebPages({
      webDistDirectory,
      pageDataBuildId: readPageDataBuildId(pageDataDirectory),
    });
    if (!indexHtml) app.log.warn({ webDistDirectory }, 'SPA não construída: só a API será servida');

    app.addHook('onRequest', async (request, reply) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') return;
      if (ADMIN_ROOT_PATTERN.test(pathOf(request.url))) {
        return reply.redirect(ADMIN_HOME_PATH, 301);
      }
      if (!indexHtml || !isHtmlNavigation(request) || allowsNavigation(request)) return;
      const pagePath = normalizePagePath(pathOf(request.url));
      const document = prerendered.get(pagePath) ?? indexHtml;
      const head = await findHeadOf({ request, pagePath, findPageHead });
      return (
        reply
          .status(200)
          .header('cache-control', REVALIDATE_CACHE_CONTROL)
          // The same URL answers JSON to fetch calls: caches must keep the two apart.
          .header('vary', 'accept')
          .type('text/html; charset=utf-8')
          .send(head ? injectPageHead(document, head) : document)
      );
    });

    app.setNotFoundHandler(sendNotFound);

    if (indexHtml) {
      await app.register(async (scope) => {
        scope.addHook('onRoute', markAsNavigable);
        await scope.register(fastifyStatic, {
          root: webDistDirectory,
          wildcard: false,
          cacheControl: false,
          setHeaders: (reply, filePath) => {
            const relative = path.relative(webDistDirectory, filePath);
            // Vite names both folders' files by content hash (runner/: the test workers).
            // Not runner/frame/: the frame document and its scripts keep fixed names.
            const hashed =
              ['assets', 'runner'].some((folder) => relative.startsWith(`${folder}${path.sep}`)) &&
              !relative.startsWith(`runner${path.sep}frame${path.sep}`);
            reply.header(
              'cache-control',
              hashed ? IMMUTABLE_CACHE_CONTROL : REVALIDATE_CACHE_CONTROL,
            );
          },
        });
      });
    }

    if (existsSync(pageDataDirectory)) {
      // Page data is rebuilt in place: its caching depends on the build id (decision 015).
      const buildId = readPageDataBuildId(pageDataDirectory);
      await app.register(async (scope) => {
        scope.addHook('onRoute', markAsNavigable);
        await scope.register(fastifyStatic, {
          root: pageDataDirectory,
          prefix: '/page-data/',
          decorateReply: false,
          cacheControl: false,
          setHeaders: (reply) => {
            const { url } = reply.request;
            reply.header('cache-control', getPageDataCacheControl({ url, buildId }));
          },
        });
      });
    }
  },
  { name: 'web' },
);
