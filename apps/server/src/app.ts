import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import fastifyWebsocket from '@fastify/websocket';
import { catalogue } from '@sc/contract/catalogue.ts';
import { DEFAULT_LOCALE, type Locale, toLocale } from '@sc/contract/locale.ts';
import Fastify, {
  type FastifyError,
  type FastifyLoggerOptions,
  type FastifyReply,
  type FastifyRequest,
  LogController,
} from 'fastify';
import { registerChatSocket } from './areas/chat/index.ts';
import { registerDownloadRoutes } from './areas/downloads/index.ts';
import { registerInvoiceRoutes } from './areas/finance/index.ts';
import { allowedHosts, registerMediaRoutes } from './areas/media/index.ts';
import type { SessionsCache } from './auth/session.ts';
import { SessionCache } from './auth/session-cache.ts';
import { type Clock, simulatorClockOf } from './clock.ts';
import type { Database } from './db/client.ts';
import { registerOutboxRoute } from './dev-outbox.ts';
import type { Registration } from './envelope/handler.ts';
import { failureReply } from './envelope/reply.ts';
import { type CallRuntime, runCall } from './envelope/run-call.ts';
import { serializeError } from './log.ts';
import { buildOpenApi } from './openapi.ts';
import { registrations } from './registry.ts';
import { registerSecurityHeaders } from './security-headers.ts';
import { isAppPath, registerWebApp } from './web-app.ts';

export interface AppOptions {
  database: Database;
  clock: Clock;
  /** The built web app to serve; skipped when absent. */
  webDist?: string | undefined;
  logger?: boolean;
  cookieSecure?: boolean;
  checkResponses?: boolean;
  /** Largest JSON body in bytes (413 above it). */
  bodyLimit?: number;
  /**
   * The proxies in front of the server (addresses or CIDR ranges, TRUSTED_PROXIES comma-separated
   * by default): only a request from one of them has its X-Forwarded-For read, hop by hop from the
   * right, stopping at the first address not on the list. Empty: the peer's address is the client's.
   */
  trustedProxies?: string[];
  /** The session cache to use (tests keep a handle on it); by default one listening on `database`. */
  sessionCache?: SessionsCache;
  /** Serve GET /dev/outbox?to=… (the mail the server would have sent), for demos and browser tests only. */
  exposeOutbox?: boolean;
}

const TRANSPORT_TEXT: Record<number, Record<Locale, string>> = {
  400: { 'th-TH': 'คำขอไม่ถูกต้อง', 'en-US': 'Bad request', 'zh-CN': '请求错误' },
  404: { 'th-TH': 'ไม่พบที่อยู่ที่ร้องขอ', 'en-US': 'Not found', 'zh-CN': '请求的地址不存在' },
  405: { 'th-TH': 'ไม่อนุญาตวิธีการร้องขอนี้', 'en-US': 'Method not allowed', 'zh-CN': '不允许的请求方法' },
  413: { 'th-TH': 'ข้อมูลที่ส่งมีขนาดใหญ่เกินไป', 'en-US': 'Request body too large', 'zh-CN': '请求内容过大' },
  415: { 'th-TH': 'ชนิดข้อมูลไม่รองรับ', 'en-US': 'Unsupported media type', 'zh-CN': '不支持的内容类型' },
  500: { 'th-TH': 'ระบบขัดข้อง', 'en-US': 'Server error', 'zh-CN': '服务器错误' },
};

function transportFault(req: FastifyRequest, reply: FastifyReply, status: number) {
  const locale = toLocale(req.headers['accept-language']?.split(',')[0]) ?? DEFAULT_LOCALE;
  const texts = TRANSPORT_TEXT[status] ?? TRANSPORT_TEXT[500]!;
  return reply.status(status).send(failureReply(String(status), texts[locale]));
}

/** TRUSTED_PROXIES as a list; TRUST_PROXY=1 (trust any X-Forwarded-For) is refused, since anyone could name any address. */
function trustedProxiesFromEnv(): string[] {
  if (process.env.TRUST_PROXY)
    throw new Error('TRUST_PROXY is replaced by TRUSTED_PROXIES, the list of proxy addresses');
  return (process.env.TRUSTED_PROXIES ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
}

/**
 * The OpenAPI document, built from the catalogue on the first visit of /docs rather than at
 * start: building it churns some 25 MB of memory a server never asked for it need not take.
 */
function lazyOpenApi(): object {
  let doc: object | undefined;
  const real = () => {
    doc ??= buildOpenApi();
    return doc;
  };
  return new Proxy(
    {},
    {
      get: (_t, key) => Reflect.get(real(), key),
      has: (_t, key) => Reflect.has(real(), key),
      ownKeys: () => Reflect.ownKeys(real()),
      getOwnPropertyDescriptor: (_t, key) => {
        const d = Reflect.getOwnPropertyDescriptor(real(), key);
        return d && { ...d, configurable: true };
      },
    },
  );
}

export async function buildApp(options: AppOptions) {
  const trustedProxies = options.trustedProxies ?? trustedProxiesFromEnv();
  const logger: FastifyLoggerOptions | false = options.logger
    ? { level: process.env.LOG_LEVEL ?? 'info', serializers: { err: serializeError } }
    : false;
  const app = Fastify({
    logger,
    // One line per request drowns what matters; LOG_REQUESTS=1 brings them back.
    logController: new LogController({ disableRequestLogging: process.env.LOG_REQUESTS !== '1' }),
    bodyLimit: options.bodyLimit ?? 1024 * 1024,
    trustProxy: trustedProxies.length > 0 ? trustedProxies : false,
    // A __proto__ or constructor key is dropped, so it can never reach an object's prototype.
    onProtoPoisoning: 'remove',
    onConstructorPoisoning: 'remove',
  });
  // First, so that every answer has them, the plugins' routes' too.
  registerSecurityHeaders(app, allowedHosts());
  await app.register(fastifyCookie);
  // Upload calls (a call's `multipart`) read their form in the envelope, which sets the limits
  // per call and reports an oversize file in the reply rather than as a transport fault.
  await app.register(fastifyMultipart, { throwFileSizeLimit: false, limits: { files: 1, fields: 20, parts: 21 } });

  app.setErrorHandler((err: FastifyError, req, reply) => {
    const status = err.statusCode ?? 500;
    if (status >= 500) req.log.error({ err }, 'request failed');
    return transportFault(req, reply, status >= 400 && status < 600 ? status : 500);
  });

  // With a simulator clock (SIMULATOR_CLOCK=1) the Date header tells its moved time, which the
  // web app counts deadlines by (api/server-time.ts).
  const simulator = simulatorClockOf(options.clock);
  if (simulator) {
    app.addHook('onSend', async (_req, reply) => {
      reply.header('date', simulator.now().toUTCString());
    });
  }

  // Each server process keeps its own; closed with the app.
  const sessions: SessionsCache = options.sessionCache ?? new SessionCache(options.database);
  await sessions.start();
  app.addHook('onClose', () => sessions.close());

  const rt: CallRuntime = {
    db: options.database.db,
    clock: options.clock,
    sessions,
    cookieSecure: options.cookieSecure ?? false,
    checkResponses: options.checkResponses ?? false,
  };

  const byPath = new Map<string, Registration>(registrations.map((r) => [r.call.path, r]));
  for (const call of catalogue) {
    const reg = byPath.get(call.path);
    if (!reg) throw new Error(`No handler for ${call.path}`);
    app.post(call.path, (req, reply) => runCall(rt, reg, req.body, req, reply));
    app.route({
      method: ['GET', 'PUT', 'DELETE', 'PATCH'],
      url: call.path,
      handler: (req, reply) => transportFault(req, reply, 405),
    });
  }

  app.get('/health', async () => ({ status: 'ok', database: options.database.kind }));
  if (options.exposeOutbox) registerOutboxRoute(app, options.database.db);
  registerDownloadRoutes(app, options.database, options.clock);
  registerInvoiceRoutes(app, options.database, options.clock);

  await registerMediaRoutes(app);

  // The /im workbench's socket (one per open tab), on the same sessions as the calls.
  await app.register(fastifyWebsocket, { options: { maxPayload: 64 * 1024 } });
  await registerChatSocket(app, { database: options.database, clock: options.clock, sessions });

  await app.register(fastifySwagger, { mode: 'static', specification: { document: lazyOpenApi() as never } });
  await app.register(fastifySwaggerUi, { routePrefix: '/docs' });

  const serveWeb = await registerWebApp(app, options.webDist);

  app.setNotFoundHandler((req, reply) => {
    // Routes of the web app are history paths: any other GET (or HEAD) that is not an API path gets the app.
    if (serveWeb && isAppPath(req.method, req.url)) return reply.type('text/html').sendFile('index.html');
    return transportFault(req, reply, 404);
  });

  return app;
}
