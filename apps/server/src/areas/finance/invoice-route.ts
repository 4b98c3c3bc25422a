import { INVOICE_PDF_PATH } from '@sc/contract/calls/finance.ts';
import { FUNC } from '@sc/contract/func-codes.ts';
import type { MessageKey } from '@sc/contract/messages.ts';
import type { ReplyName } from '@sc/contract/reply-codes.ts';
import type { FastifyInstance } from 'fastify';
import { holds } from '../../auth/permissions.ts';
import { resolveSession, SESSION_COOKIE } from '../../auth/session.ts';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { ShopScope } from '../../db/tenant.ts';
import { linkLocale, refuseFile } from '../../envelope/file-route.ts';
import { BizError } from '../../errors.ts';
import { invoicePdf } from './invoice-pdf.ts';
import { billInvoice } from './reads.ts';

/**
 * The invoice of a bill as a PDF, by GET with the session cookie (a plain link, so the browser
 * saves the file): the session's shop's bill only, for a user who holds the bills permission, in
 * the language of ?locale= (the app's).
 */
export function registerInvoiceRoutes(app: FastifyInstance, database: Pick<Database, 'db'>, clock: Clock): void {
  app.get<{ Params: { billId: string }; Querystring: { locale?: string } }>(
    `${INVOICE_PDF_PATH}/:billId`,
    async (req, reply) => {
      const locale = linkLocale(req);
      const refuse = (status: number, name: ReplyName, key: MessageKey) => refuseFile(reply, locale, status, name, key);
      const token = req.cookies[SESSION_COOKIE];
      const session = token ? await resolveSession(database.db, token, clock.now()) : null;
      if (!session) return refuse(401, 'SESSION_EXPIRED', 'sessionExpired');
      if (!holds(session.funcs, FUNC.bills)) return refuse(403, 'NO_PERMISSION', 'noPermission');
      // Another shop's bill, or none: the same answer, so ids of other shops cannot be probed.
      const billId = req.params.billId;
      if (!session.shopId || !/^[0-9a-f]{32}$/.test(billId)) return refuse(404, 'NOT_FOUND', 'notFound');
      const shop = new ShopScope(database.db, session.shopId);
      const invoice = await billInvoice(shop, billId).catch((err: unknown) => {
        if (err instanceof BizError) return null;
        throw err;
      });
      if (!invoice) return refuse(404, 'NOT_FOUND', 'notFound');
      const pdf = await invoicePdf(invoice, locale);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${invoice.invoiceNo}.pdf"`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(Buffer.from(pdf));
    },
  );
}
