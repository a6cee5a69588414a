// Helmet: security headers and a strict Content-Security-Policy for the app (self only, no inline
// script). Preview and test frames of challenges get their own document and policy
// (docs/architecture.md, stack). Helmet's middleware is built once and run on every request
// (@fastify/helmet built it anew on every request: ~4 % of a cached GET /user/get-session-user).
import fastifyPlugin from 'fastify-plugin';
import helmet from 'helmet';
import {
  FRAME_ASSET_HEADERS,
  RUNNER_CONTENT_SECURITY_POLICY,
  RUNNER_FRAME_DIRECTORY,
  RUNNER_PATH_PREFIX,
} from '@escola/runner/frame-policy';
import { TAG_MANAGER_CONNECT_SOURCES, TAG_MANAGER_ORIGIN } from '@escola/contracts/tag-manager';
import { hashInlineStyle } from './read-web-pages';

/**
 * The <style> React Aria adds to the page on iPhone and iPad while a popover, modal or drawer is
 * open (usePreventScroll: scrolling stays inside the overlay), allowed by the hash of its exact
 * text: nothing of ours can take its place. The e2e journey at /design opens the calendar on an
 * emulated iPhone and fails on a refused style (e2e/tests/design-catalogue.spec.ts). React Aria's
 * other injected style, on every pressable, is replaced by a stylesheet of the web app
 * (apps/web/src/components/ui/claim-react-aria-pressable-style.ts).
 */
export const REACT_ARIA_PREVENT_SCROLL_STYLE = `@layer {
  * {
    overscroll-behavior: contain;
  }
}`;

export const buildContentSecurityPolicy = ({
  isSecureOrigin,
  inlineStyleSources = [],
  tagManager = false,
}: {
  isSecureOrigin: boolean;
  /** Hashes of the web build's own inline styles (the app shell of index.html; read-web-pages.ts). */
  inlineStyleSources?: string[];
  /**
   * TAG_MANAGER_ID is set: the tag manager's script and its analytics hits are allowed (the web
   * app requests them only after the visitor accepts). Its "custom HTML" tags stay refused: no
   * inline script.
   */
  tagManager?: boolean;
}) => ({
  'default-src': ["'self'"],
  'base-uri': ["'self'"],
  'script-src': ["'self'", ...(tagManager ? [TAG_MANAGER_ORIGIN] : [])],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", ...inlineStyleSources, hashInlineStyle(REACT_ARIA_PREVENT_SCROLL_STYLE)],
  // Avatars may live on other hosts (spec: avatar picture URL); data: for inline icons.
  'img-src': ["'self'", 'data:', 'https:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'", ...(tagManager ? TAG_MANAGER_CONNECT_SOURCES : [])],
  // Challenge videos play from YouTube's privacy-enhanced host (decision 017).
  'frame-src': ["'self'", 'https://www.youtube-nocookie.com'],
  'worker-src': ["'self'", 'blob:'],
  'manifest-src': ["'self'"],
  'object-src': ["'none'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'self'"],
  'upgrade-insecure-requests': isSecureOrigin ? [] : null,
});

/** Powerful browser features nothing of ours uses (the runner's frames included) stay off. */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'serial=()',
  'usb=()',
].join(', ');

export const securityHeadersPlugin = fastifyPlugin<{
  isSecureOrigin: boolean;
  inlineStyleSources?: string[];
  tagManager?: boolean;
}>(
  async (app, { isSecureOrigin, inlineStyleSources, tagManager }) => {
    const applyHeaders = helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: buildContentSecurityPolicy({ isSecureOrigin, inlineStyleSources, tagManager }),
      },
      // HSTS only means something over https.
      strictTransportSecurity: isSecureOrigin
        ? { maxAge: 31_536_000, includeSubDomains: true }
        : false,
      crossOriginEmbedderPolicy: false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    });
    app.addHook('onRequest', (request, reply, next) => {
      reply.header('permissions-policy', PERMISSIONS_POLICY);
      applyHeaders(request.raw, reply.raw, (error?: unknown) => next(error as Error | undefined));
    });
    app.addHook('onSend', async (request, reply) => {
      if (request.url.startsWith(RUNNER_FRAME_DIRECTORY)) {
        // The preview and test frames' document and scripts (an opaque origin loads them).
        reply.headers(FRAME_ASSET_HEADERS);
      } else if (request.url.startsWith(RUNNER_PATH_PREFIX)) {
        reply.header('content-security-policy', RUNNER_CONTENT_SECURITY_POLICY);
      }
    });
  },
  { name: 'security-headers' },
);
