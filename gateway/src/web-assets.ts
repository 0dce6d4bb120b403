import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** Vite puts content-hashed files under /assets/: a new build gets new names, so they never change. */
const HASHED = /[\\/]assets[\\/]/;
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html, the service worker and the manifest must be revalidated or an update never arrives. */
const REVALIDATE = 'no-cache';

export interface WebAssets {
  /** Answers a GET the API did not claim: the SPA's index.html for app routes, 404 for a missing file. */
  fallback(path: string, reply: FastifyReply): FastifyReply | undefined;
}

/**
 * Serves the built web app: precompressed siblings (.br, .gz written by the build) when the
 * browser accepts them, hashed assets cached for a year, everything else revalidated.
 */
export async function serveWebAssets(app: FastifyInstance, webRoot: string | undefined): Promise<WebAssets | undefined> {
  if (!webRoot || !existsSync(join(webRoot, 'index.html'))) return undefined;
  await app.register(fastifyStatic, {
    root: webRoot,
    wildcard: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (res, path) => res.setHeader('cache-control', HASHED.test(path) ? IMMUTABLE : REVALIDATE),
  });
  return {
    fallback(path, reply) {
      if (/^\/(api|odata|hub)\//i.test(path)) return undefined;
      // A path whose last segment has an extension asks for a file (favicon.ico, a stale chunk):
      // answering the app's HTML there breaks browsers and caches, so it is a plain 404.
      if (/\.[a-z0-9]+$/i.test(path.split('/').pop() ?? '')) return undefined;
      return reply.header('cache-control', REVALIDATE).sendFile('index.html');
    },
  };
}
