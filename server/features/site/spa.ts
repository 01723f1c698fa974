import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import '../../security/route-access';
import { memberPreloads } from './member-preloads';
import type { Manifest } from './route-modules';

/**
 * The built SPA. Hashed assets never change, so browsers keep them for a year;
 * index.html is revalidated every time so a new build is picked up at once. The SPA draws
 * its own 404 page, so every other page path falls back to index.html, while a missing
 * file (a path with an extension) is a plain 404.
 */
export interface SpaOptions {
  clientDir?: string;
  /**
   * Makes the page the community's (its accent and icons, decision 050) at each request;
   * a failure serves the page as built.
   */
  brand?: (html: string, request: FastifyRequest) => Promise<string>;
}

export const spaPlugin = fp(async (app: FastifyInstance, { clientDir, brand }: SpaOptions) => {
  const root = clientDir ? resolve(clientDir) : null;
  const hasClient = root !== null && existsSync(resolve(root, 'index.html'));
  let page: ((path: string) => string) | null = null;
  try {
    page = hasClient ? memberPage(root) : null;
  } catch (err) {
    // A build the route table does not describe: serve pages without preloads, loudly.
    app.log.warn({ err }, 'member preloads disabled');
  }
  if (root && hasClient) {
    // Files are routed as they were at start; `npm start` builds before it serves.
    await app.register(builtFiles, { root });
  }
  // Read once: every page path answers with the same shell.
  const shell = root && hasClient ? readFileSync(resolve(root, 'index.html'), 'utf8') : '';
  const branded = async (html: string, request: FastifyRequest) => {
    if (!brand) return html;
    try {
      return await brand(html, request);
    } catch (err) {
      app.log.warn({ err }, 'page served unbranded');
      return html;
    }
  };
  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0];
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !path.startsWith('/api/') &&
      !path.startsWith('/objects/') &&
      !/\.[a-z0-9]+$/i.test(path);
    if (hasClient && isPage) {
      if (page && request.userId) {
        // The page names the member's own preloads: only their browser may keep it.
        reply.header('cache-control', 'private, no-cache');
        return reply
          .header('vary', 'cookie')
          .type('text/html; charset=utf-8')
          .send(await branded(page(path), request));
      }
      reply.header('cache-control', 'no-cache');
      return reply.type('text/html; charset=utf-8').send(await branded(shell, request));
    }
    return reply.code(404).send({ message: 'Not found' });
  });
});

/**
 * The build's files, one route each. They are the same for every visitor, so they are
 * public and shared caches may keep them (hashed assets for a year). The build writes a
 * brotli and a gzip copy beside each file worth compressing (scripts/vite-precompress.ts):
 * a browser that accepts one gets it with no work here, and the copies get no routes of
 * their own.
 */
async function builtFiles(app: FastifyInstance, { root }: { root: string }) {
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, public: true, sharedCache: true };
  });
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    preCompressed: true,
    globIgnore: ['**/*.br', '**/*.gz'],
    allowedPath: (path) => path !== '/index.html' && !path.startsWith('/.vite/'),
    setHeaders(reply, path) {
      if (/[\\/]assets[\\/]/.test(path)) {
        reply.header('cache-control', 'public, max-age=31536000, immutable');
      }
    },
  });
}

/**
 * index.html for a signed-in member asking for `path`: the same page with the member
 * frame's and the route's scripts named up front (see member-preloads.ts). Null when the
 * build has no manifest (an older build) or the page no head: members then get it plain.
 */
function memberPage(root: string) {
  const manifestFile = resolve(root, '.vite/manifest.json');
  if (!existsSync(manifestFile)) return null;
  const html = readFileSync(resolve(root, 'index.html'), 'utf8');
  const preloads = memberPreloads(JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest);
  const at = html.indexOf('</head>');
  if (at < 0) return null;
  return (path: string) => html.slice(0, at) + preloads(path) + html.slice(at);
}
