/**
 * The baseline: a bare node:http server that reads the JSON body of a POST and answers a tiny
 * JSON. Run as its own process: `node --import tsx bench/src/noop/raw-http.ts` with PORT and HOST.
 */
import { createServer } from 'node:http';

const port = Number(process.env.PORT);
const host = process.env.HOST ?? '127.0.0.1';
const answer = JSON.stringify({ ok: true });

const server = createServer((req, res) => {
  if (req.method !== 'POST') {
    res.writeHead(req.url === '/health' ? 200 : 404, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ status: req.url === '/health' ? 'ok' : 'not found' }));
    return;
  }
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    try {
      JSON.parse(Buffer.concat(chunks).toString('utf8'));
    } catch {
      res.writeHead(400, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ ok: false }));
      return;
    }
    res.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(answer),
    });
    res.end(answer);
  });
});

server.listen(port, host);
process.once('SIGTERM', () => server.close(() => process.exit(0)));
process.once('SIGINT', () => server.close(() => process.exit(0)));
