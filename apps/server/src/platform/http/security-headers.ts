import type { FastifyInstance } from 'fastify';
import fastifyHelmet from '@fastify/helmet';

/**
 * Security headers on every answer (docs/decisions.md, "Security headers and API docs"): a CSP that fits the
 * built SPA — scripts only from our origin, styles inline too because antd writes its CSS at run time, images
 * from data: and blob: for the favicon and previews, sockets to our origin — and no framing, no sniffing, no
 * referrer to other sites. HSTS only when the portal is served over HTTPS (`secure`), or a plain-HTTP install
 * would lock itself out.
 */
export async function registerSecurityHeaders(app: FastifyInstance, options: { secure: boolean }) {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:'],
        'font-src': ["'self'", 'data:'],
        'connect-src': ["'self'"],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'none'"],
        ...(options.secure ? { 'upgrade-insecure-requests': [] } : {}),
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: options.secure ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    // The SPA loads nothing from other origins; the defaults of these would only get in the way of downloads.
    crossOriginEmbedderPolicy: false,
  });
}
