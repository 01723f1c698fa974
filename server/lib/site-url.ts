import type { FastifyRequest } from 'fastify';

/**
 * The site's public address without a trailing slash: PUBLIC_URL when set (behind a proxy the
 * request cannot tell), else the address this request reached. Links in e-mails, OIDC
 * redirects and calendar feeds are all built from it.
 */
export const siteUrl = (request: FastifyRequest, publicUrl?: string) =>
  (publicUrl ?? `${request.protocol}://${request.host}`).replace(/\/+$/, '');
