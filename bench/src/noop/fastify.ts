/**
 * Fastify with nothing in it but one POST route: what the framework itself costs over raw
 * node:http (JSON body parsing, routing, reply serialisation). No logger, as in a quiet server.
 * Run as its own process: `node --import tsx bench/src/noop/fastify.ts` with PORT and HOST.
 */
import Fastify from 'fastify';

const port = Number(process.env.PORT);
const host = process.env.HOST ?? '127.0.0.1';

const app = Fastify({ logger: false });
app.post('/noop', async () => ({ ok: true }));
app.get('/health', async () => ({ status: 'ok' }));

await app.listen({ port, host });
const stop = () => void app.close().then(() => process.exit(0));
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
