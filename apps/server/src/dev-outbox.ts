import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from './db/client.ts';
import { outbox } from './db/schema.ts';

/** The newest mail to one address, for the browser tests (DEV_OUTBOX=1 only). */
export function registerOutboxRoute(app: FastifyInstance, db: Db): void {
  app.get<{ Querystring: { to?: string } }>('/dev/outbox', async (req, reply) => {
    const to = String(req.query.to ?? '').toLowerCase();
    if (!to) return reply.status(400).send({ error: 'to is required' });
    return db.select().from(outbox).where(eq(outbox.recipient, to)).orderBy(desc(outbox.id)).limit(10);
  });
}
