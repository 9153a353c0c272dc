import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * The Content-Security-Policy of the console and of every other answer. The console loads only
 * its own scripts; Mantine writes inline styles; images may be data: (QR codes) or blob: (a
 * picked avatar); a VAST preview plays the media file the document names (https); creative
 * previews are frames of this origin. Nothing may frame the console.
 */
export const CONSOLE_CSP = {
  'default-src': ["'self'"],
  'base-uri': ["'self'"],
  'connect-src': ["'self'"],
  'font-src': ["'self'", 'data:'],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
  'frame-src': ["'self'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'media-src': ["'self'", 'blob:', 'https:'],
  'object-src': ["'none'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'worker-src': ["'self'", 'blob:'],
} as const;

/**
 * The console's CSP with the origin of a configured map style (`MAP_STYLE_URL`) added where the map
 * fetches its style, tiles, glyphs and sprites; without one the map loads nothing from elsewhere.
 */
export function consoleCsp(mapStyleUrl: string | null): Record<string, readonly string[]> {
  if (!mapStyleUrl) return CONSOLE_CSP;
  const origin = new URL(mapStyleUrl).origin;
  return {
    ...CONSOLE_CSP,
    'connect-src': [...CONSOLE_CSP['connect-src'], origin],
    'img-src': [...CONSOLE_CSP['img-src'], origin],
  };
}

/**
 * Creative content framed by the console: it runs sandboxed (an opaque origin, scripts allowed)
 * and only the console's origin may frame it.
 */
export const FRAMED_CREATIVE_CSP = "sandbox allow-scripts; frame-ancestors 'self'";

/**
 * Route options of answers the console frames (creative previews): no X-Frame-Options, their own
 * CSP (`FRAMED_CREATIVE_CSP`, set by the route), loadable from the sandbox's opaque origin.
 */
export const framedByConsole: FastifyHelmetOptions = {
  contentSecurityPolicy: false,
  xFrameOptions: false,
  crossOriginResourcePolicy: { policy: 'cross-origin' },
  referrerPolicy: { policy: 'no-referrer' },
};

/** Route options of public resources other sites load (segment tag pixels and scripts). */
export const loadedByOtherSites: FastifyHelmetOptions = {
  crossOriginResourcePolicy: { policy: 'cross-origin' },
};

/**
 * Security headers on every answer (helmet): the CSP above, `X-Frame-Options: DENY`,
 * `X-Content-Type-Options: nosniff`, `Referrer-Policy: strict-origin-when-cross-origin`, HSTS
 * (honoured over https only) and helmet's other defaults. Routes adjust them with `helmet:` in
 * their options (`framedByConsole`, `loadedByOtherSites`).
 */
export async function installSecurityHeaders(app: FastifyInstance, mapStyleUrl: string | null = null) {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: consoleCsp(mapStyleUrl) },
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
}
