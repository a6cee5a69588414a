// Helmet: security headers and a strict Content-Security-Policy for the app (self only, no inline
// script). Preview and test frames of challenges get their own document and policy (blueprint 3).
import fastifyHelmet from '@fastify/helmet';
import fastifyPlugin from 'fastify-plugin';

export const buildContentSecurityPolicy = ({ isSecureOrigin }: { isSecureOrigin: boolean }) => ({
  'default-src': ["'self'"],
  'base-uri': ["'self'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'"],
  // Avatars may live on other hosts (spec: avatar picture URL); data: for inline icons.
  'img-src': ["'self'", 'data:', 'https:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  // Challenge videos play from YouTube's privacy-enhanced host (decision 017).
  'frame-src': ["'self'", 'https://www.youtube-nocookie.com'],
  'worker-src': ["'self'", 'blob:'],
  'manifest-src': ["'self'"],
  'object-src': ["'none'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'self'"],
  'upgrade-insecure-requests': isSecureOrigin ? [] : null,
});

export const securityHeadersPlugin = fastifyPlugin<{ isSecureOrigin: boolean }>(
  async (app, { isSecureOrigin }) => {
    await app.register(fastifyHelmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: buildContentSecurityPolicy({ isSecureOrigin }),
      },
      // HSTS only means something over https.
      strictTransportSecurity: isSecureOrigin
        ? { maxAge: 31_536_000, includeSubDomains: true }
        : false,
      crossOriginEmbedderPolicy: false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    });
  },
  { name: 'security-headers' },
);
