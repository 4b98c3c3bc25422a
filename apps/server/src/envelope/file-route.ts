import { DEFAULT_LOCALE, type Locale, toLocale } from '@sc/contract/locale.ts';
import type { MessageKey } from '@sc/contract/messages.ts';
import { REPLY, type ReplyName } from '@sc/contract/reply-codes.ts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { failureReply, text } from './reply.ts';

// Shared by the routes that answer a file by GET with the session cookie (the download centre's
// files, a bill's invoice as a PDF): a plain link carries no call context, so the app passes its
// language as ?locale=, and a refusal is the envelope's failure reply in that language.

/** The app passes its language as ?locale= (a link carries no session context). */
export function linkLocale(req: FastifyRequest<{ Querystring: { locale?: string } }>): Locale {
  return toLocale(req.query.locale) ?? toLocale(req.headers['accept-language']?.split(',')[0]) ?? DEFAULT_LOCALE;
}

/** A refusal of a file route: the HTTP status and the failure reply of `name` with the text of `key`. */
export function refuseFile(reply: FastifyReply, locale: Locale, status: number, name: ReplyName, key: MessageKey) {
  return reply
    .status(status)
    .header('cache-control', 'no-store')
    .send(failureReply(REPLY[name].code, text(key, locale)));
}
