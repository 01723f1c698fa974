import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface SecurityHeaderOptions {
  /** Where the browser PUTs uploads when it is not this server (the S3 endpoint). */
  uploadOrigin?: string | null;
  /** Other sites images may come from (IMAGE_ORIGINS), e.g. an OpenID provider's pictures. */
  imageOrigins?: string[];
}

/**
 * The Content-Security-Policy of every response. No inline script anywhere: the SPA is
 * one module bundle from this origin, so an injected `<script>` or `onerror=` never runs.
 */
export function contentSecurityPolicy({
  uploadOrigin,
  imageOrigins = [],
}: SecurityHeaderOptions = {}) {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    // Radix (popper positioning, scroll lock) and Uppy's Dashboard set element style
    // attributes from script, and React renders `style={…}` props as attributes; CSP
    // counts those as inline styles. Styles cannot run script, so allowing them is safe.
    'style-src': ["'self'", "'unsafe-inline'"],
    // Every uploaded image (avatars, gallery, thumbnails) is served by this server at
    // /objects/*, an S3 store included (the server reads it), so the store's host is not
    // here. data: for the icons Uppy's stylesheet embeds, blob: for its previews of picked
    // files. No other site unless the operator names it (IMAGE_ORIGINS: an OpenID
    // provider's pictures): an image from anywhere would let any address a member can put
    // in a page see who reads it and when. Posts never load images (decision 037).
    'img-src': ["'self'", 'data:', 'blob:', ...imageOrigins],
    'font-src': ["'self'", 'data:'],
    // Uppy PUTs straight to the object store when it is S3.
    'connect-src': ["'self'", ...(uploadOrigin ? [uploadOrigin] : [])],
    'media-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    // Only our own forms; /api/login's redirect to the OpenID provider is a link, not a form.
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

const ONE_YEAR_S = 365 * 24 * 60 * 60;

/**
 * Security headers on every answer this server gives: pages, assets, API, objects and
 * errors alike (set before routing, so a 404 or a refused request carries them too).
 */
export const securityHeaders = fp(
  async (app: FastifyInstance, options: SecurityHeaderOptions) => {
    const csp = contentSecurityPolicy(options);
    app.addHook('onRequest', async (request, reply) => {
      reply.headers({
        'content-security-policy': csp,
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'strict-origin-when-cross-origin',
        'x-frame-options': 'DENY',
        'cross-origin-opener-policy': 'same-origin',
        'permissions-policy':
          'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
      });
      // Only over https: sent over plain http it would be ignored at best, and a site
      // reachable only over http (development) must not be pinned to https.
      if (request.protocol === 'https') {
        reply.header('strict-transport-security', `max-age=${ONE_YEAR_S}`);
      }
    });
  },
  { name: 'roundtable-security-headers' },
);
