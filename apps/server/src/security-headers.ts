import type { FastifyInstance } from 'fastify';

// The headers helmet sends, written out here (eight lines are not worth a dependency), with a
// Content-Security-Policy fitted to what the built web app loads: its own scripts and styles
// (vite emits no inline script), pictures from /media, data: and blob: (upload previews, the
// built-in placeholders) and the https hosts a picture link may name. Styles may be inline:
// antd writes its CSS-in-JS into <style> elements as screens render.

/** One year: how long a browser that saw the server on https keeps to https. */
const HSTS = 'max-age=31536000; includeSubDomains';

/** The policy of every answer; `imageHosts` are the hosts a merchant's picture link may name. */
export function contentSecurityPolicy(imageHosts: readonly string[], https: boolean): string {
  const hosts = imageHosts.flatMap((h) => [`https://${h}`, `https://*.${h}`]);
  return [
    "default-src 'self'",
    "base-uri 'self'",
    "object-src 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
    "script-src 'self'",
    "script-src-attr 'none'",
    "style-src 'self' 'unsafe-inline'",
    ['img-src', "'self'", 'data:', 'blob:', ...hosts].join(' '),
    ['media-src', "'self'", 'blob:', ...hosts].join(' '),
    "font-src 'self' data:",
    "connect-src 'self'",
    // Only on https: on plain http (a local start) it would send the app's own requests to a port that does not answer.
    ...(https ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}

const FIXED: Record<string, string> = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'x-dns-prefetch-control': 'off',
  'x-permitted-cross-domain-policies': 'none',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
};

/**
 * What a hashed build file (a script, a stylesheet, a font, under /assets/) carries: the policy,
 * the frame, opener, permission and prefetch headers act on documents only and would add some
 * 1.3 KB to each of the dozen files a first load fetches. These act on a file as it is fetched
 * and used: no sniffing it into another type, not loaded by another site, and no referrer on
 * what a stylesheet fetches in turn.
 */
const FOR_BUILD_FILES = ['x-content-type-options', 'cross-origin-resource-policy', 'referrer-policy'] as const;
const BUILD_FILE = /^\/assets\//;

/**
 * Adds the security headers to every answer of `app` (replies, errors, files, the API docs;
 * build files only those of FOR_BUILD_FILES); a route that set one of them itself keeps its own. Strict-Transport-Security only when the
 * request came over https (`req.protocol`, which reads X-Forwarded-Proto from a trusted proxy
 * only), since a browser ignores it on http and a local start has no certificate.
 * Register before any plugin, so the hook reaches the plugins' routes too.
 */
export function registerSecurityHeaders(app: FastifyInstance, imageHosts: readonly string[]): void {
  const policies = { http: contentSecurityPolicy(imageHosts, false), https: contentSecurityPolicy(imageHosts, true) };
  app.addHook('onSend', async (req, reply) => {
    const https = req.protocol === 'https';
    const buildFile = BUILD_FILE.test(req.url);
    const headers: Record<string, string> = {
      ...(buildFile ? Object.fromEntries(FOR_BUILD_FILES.map((name) => [name, FIXED[name] ?? ''])) : FIXED),
      ...(buildFile ? {} : { 'content-security-policy': https ? policies.https : policies.http }),
      ...(https ? { 'strict-transport-security': HSTS } : {}),
    };
    for (const [name, value] of Object.entries(headers)) {
      if (!reply.hasHeader(name)) reply.header(name, value);
    }
  });
}
