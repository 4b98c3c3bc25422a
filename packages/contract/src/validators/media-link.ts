import { z } from 'zod';
import { type Check, fail, pass } from './result.ts';

// Every stored picture or link (product and SKU pictures, videos, avatars, brand documents, review
// replies, evidence) is either a file this shop uploaded, /media/<shop id>/<file id>[_w<width>].<ext>
// as the media area names them, or an https link on an allowed host. One rule, checked here: the
// form checks the shape; the server also checks the host list (settable by MEDIA_URL_HOSTS) and
// that a /media path lies in the session's shop folder.

/** Where uploads are served: /media/<shop id>/<file id>[_w<width>].<ext> (the media area's names). */
export const MEDIA_PATH = /^\/media\/([0-9a-f]{32})\/[0-9a-f]{32}(?:_w\d{1,5})?\.(?:jpg|jpeg|png|webp|mp4)$/;

/**
 * The demo library's folder: the pictures the demo seed draws (product photos, brand documents),
 * which every demo shop shows. Only the seed writes to it.
 */
export const SHARED_MEDIA_FOLDER = '494bc60a7f0625847bc7b017b616858e';

/** Longest picture or link kept. */
export const MEDIA_LINK_MAX = 500;

export interface MediaLinkPolicy {
  /** Hosts an https link may point at (subdomains included); unset: any host (the shape only). */
  hosts?: readonly string[];
  /** Folders under /media a path may lie in (the shop's id); unset: any folder (the shape only). */
  folders?: readonly string[];
}

// Quotes, angle brackets, backslashes, spaces and control characters have no place in a link we
// keep; refusing them outright leaves nothing to escape wherever the link is shown.
const UNSAFE = /[\s"'<>\\`\p{Cc}]/u;

function hostAllowed(host: string, hosts: readonly string[]): boolean {
  return hosts.some((h) => host === h || host.endsWith(`.${h}`));
}

/** Checks one picture or link (already trimmed) against a policy. */
export function checkMediaLink(value: string, policy: MediaLinkPolicy = {}): Check {
  if (UNSAFE.test(value)) return fail('mediaLinkInvalid');
  if (value.startsWith('/')) {
    const match = MEDIA_PATH.exec(value);
    if (!match) return fail('mediaLinkInvalid');
    if (policy.folders && !policy.folders.includes(match[1] ?? '')) return fail('mediaLinkOtherShop');
    return pass();
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return fail(/^[a-z][a-z0-9+.-]*:/i.test(value) ? 'mediaLinkNotHttps' : 'mediaLinkInvalid');
  }
  if (url.protocol !== 'https:') return fail('mediaLinkNotHttps');
  const host = url.hostname.toLowerCase();
  if (!value.toLowerCase().startsWith('https://') || !host.includes('.') || url.username || url.password || url.port) {
    return fail('mediaLinkInvalid');
  }
  if (policy.hosts && !hostAllowed(host, policy.hosts)) return fail('mediaLinkHostNotAllowed', { host });
  return pass();
}

// The policy the schemas below check against. A browser checks the shape; the server sets the
// full policy around the parse of one request (withMediaLinkPolicy). A zod parse without async
// refinements runs to its end synchronously, so no other request's parse can see this one's.
let current: MediaLinkPolicy = {};

/** Runs a synchronous parse with `policy` as the media-link rule. */
export function withMediaLinkPolicy<T>(policy: MediaLinkPolicy, parse: () => T): T {
  const previous = current;
  current = policy;
  try {
    return parse();
  } finally {
    current = previous;
  }
}

function linkSchema(mayBeEmpty: boolean) {
  return z
    .string()
    .trim()
    .max(MEDIA_LINK_MAX)
    .superRefine((value, ctx) => {
      if (value === '' && mayBeEmpty) return;
      const check = value === '' ? fail('required') : checkMediaLink(value, current);
      if (!check.ok) {
        ctx.addIssue({ code: 'custom', message: check.key, ...(check.params ? { params: check.params } : {}) });
      }
    });
}

/** A stored picture or link: this shop's upload or an https link on an allowed host. */
export const mediaLink = linkSchema(false);

/** A picture or link that may be left empty (''). */
export const optionalMediaLink = linkSchema(true);
