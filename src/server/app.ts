import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import Fastify, {
  type FastifyInstance,
  type FastifyLoggerOptions,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import { RESULT, RESULT_MESSAGES } from '../shared/result-codes';
import type { Config } from './config';
import { type Database, type Db, openDatabase } from './db/client';
import { seedDatabase } from './db/seed';
import { domains } from './domains';
import { registerApiDocs } from './platform/api-docs';
import { isApiUrl } from './platform/api-paths';
import type { PlatformDeps } from './platform/deps';
import { registerDevRoutes } from './platform/dev-routes';
import { registerHealth } from './platform/health';
import { createIdentityGuard } from './platform/identity-guard';
import { createImageCodes } from './platform/image-codes';
import { createLimiter } from './platform/limits';
import { errWithoutStatementData, reqWithoutQuery } from './platform/log-serializers';
import { createMemoryStore } from './platform/memory-store';
import { createMailer, createSmsSender } from './platform/messaging';
import { createProofs } from './platform/proofs';
import { connectRedis, createRedisStore } from './platform/redis-store';
import { serverRequestId } from './platform/request-id';
import { COMPRESSION_THRESHOLD, envelope } from './platform/route';
import { registerSecurity } from './platform/security';
import { createSessions } from './platform/session';
import { createSketchLimiter } from './platform/sketch-limiter';
import { createSmsCodes } from './platform/sms-codes';
import type { Store } from './platform/store';
import { configureWireMessages } from './platform/validation-messages';
import { builtInlineScriptHashes, registerWebApp } from './platform/web-static';
import { applyServerV8Flags } from './runtime';

// Validation messages in the customer's words wherever a schema gives none of its own.
configureWireMessages();

export interface BuiltApp {
  app: FastifyInstance;
  deps: PlatformDeps;
  database: Database;
}

/** Body failures Fastify detects before any handler: each gets an envelope and a Chinese message. */
const PARSER_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: '请求内容类型不正确',
  FST_ERR_CTP_BODY_TOO_LARGE: '请求内容过大',
  FST_ERR_CTP_EMPTY_JSON_BODY: '请求内容为空',
  FST_ERR_CTP_INVALID_JSON_BODY: '请求格式不正确',
};

/** An address the router cannot read (frameworkErrors below). */
export const BAD_ADDRESS_MESSAGE = '链接地址不完整或有误，请检查后重新打开';

/**
 * Builds the whole server: database (migrated and seeded), store, adapters,
 * security, every domain's routes, docs, the web app, and dev tools outside
 * production. Domains are registered explicitly so every URL can be found by
 * searching for it.
 */
export async function buildApp(
  config: Config,
  options: {
    store?: Store;
    logStream?: { write(line: string): void };
    /** An in-memory database's starting cluster (db/client.ts `openDatabase`): the API tests' seeded copy. */
    cluster?: Blob;
  } = {},
): Promise<BuiltApp> {
  // Before start-up allocates anything worth pretenuring (runtime.ts says why).
  applyServerV8Flags();
  const logger: FastifyLoggerOptions & { redact: string[]; stream?: { write(line: string): void } } = {
    level: config.LOG_LEVEL,
    redact: ['req.headers.cookie', 'req.headers.authorization'],
    serializers: { err: errWithoutStatementData, req: reqWithoutQuery },
  };
  if (options.logStream) logger.stream = options.logStream;
  const app = Fastify({
    logger: config.LOG_LEVEL === 'silent' ? false : logger,
    bodyLimit: 256 * 1024,
    // A hop count, not `true`: trusting every hop takes the first X-Forwarded-For
    // entry, which the client writes itself (config.ts). As a function, since
    // Fastify 5 reads a bare number as "trust no hop at all" (it cannot check
    // the peer, so it fails closed): TRUST_PROXY_HOPS=0 is that case.
    trustProxy: (_address: string, hop: number) => hop < config.TRUST_PROXY_HOPS,
    genReqId: serverRequestId,
    // An address the router cannot read: a broken %-escape or a path part past its length, as a group-buy
    // short link cut or mistyped when copied (/g/%ZZ). Fastify answered in English JSON; it is told as the
    // server tells every other bad request, in Chinese.
    frameworkErrors: (_error, request: FastifyRequest, reply: FastifyReply) => {
      if (isApiUrl(request.url))
        return reply.status(400).send(envelope(request.id, RESULT.INVALID_INPUT, BAD_ADDRESS_MESSAGE));
      return reply.status(400).type('text/plain; charset=utf-8').send(BAD_ADDRESS_MESSAGE);
    },
  });

  const database = await openDatabase(config.DATABASE_URL, config.DATA_DIR, options.cluster);
  await database.migrate(domains.map((d) => ({ domain: d.name, folder: d.migrationsFolder })));
  await seedDatabase(database.db, domains);

  const redis = config.REDIS_URL ? connectRedis(config.REDIS_URL) : undefined;
  const store =
    options.store ?? (config.REDIS_URL ? createRedisStore(config.REDIS_URL, config.STORE_PREFIX) : createMemoryStore());
  const limiter = createLimiter(store);
  const smsSender = createSmsSender(config, database.db);
  const deps: PlatformDeps = {
    config,
    db: database.db,
    store,
    limiter,
    // New sessions per address are counted in a sketch unless the store is shared (sketch-limiter.ts says why).
    sessions: createSessions(
      store,
      config.REDIS_URL || options.store ? limiter : createSketchLimiter(),
      config.SESSION_ISSUE_PER_MINUTE,
    ),
    smsCodes: createSmsCodes({ store, limiter, sender: smsSender, secret: config.appSecret }),
    imageCodes: createImageCodes({ store, limiter, secret: config.appSecret }),
    identityGuard: createIdentityGuard(limiter),
    proofs: createProofs(store),
    ports: {},
    smsSender,
    mailer: createMailer(config, database.db),
    log: app.log,
  };

  app.setErrorHandler((error: { code?: string; statusCode?: number }, request, reply) => {
    const message = (error.code && PARSER_MESSAGES[error.code]) ?? undefined;
    const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error({ err: error, requestId: request.id }, 'unhandled error');
    const code = status === 429 ? RESULT.TOO_MANY : status < 500 ? RESULT.INVALID_INPUT : RESULT.SYSTEM_ERROR;
    return reply.status(status).send(envelope(request.id, code, message ?? RESULT_MESSAGES[code]));
  });
  app.setNotFoundHandler((request, reply) => {
    if (isApiUrl(request.url)) return reply.status(404).send(envelope(request.id, RESULT.NOT_FOUND, '接口不存在'));
    return reply.status(404).type('text/plain; charset=utf-8').send('页面不存在');
  });

  // Any API answer may carry personal data, whichever path produced it (a
  // handler, a body the parser refused, an unknown path, the rate limit): none
  // may be cached. route() sets it too; this covers the answers it never sees.
  app.addHook('onRequest', async (request, reply) => {
    if (isApiUrl(request.url)) reply.header('cache-control', 'no-store');
  });
  await registerSecurity(app, {
    perMinute: config.RATE_LIMIT_PER_MINUTE,
    redis,
    keyPrefix: config.STORE_PREFIX,
    inlineScripts: builtInlineScriptHashes(config.WEB_DIST),
  });
  await app.register(cookie);
  await app.register(compress, { threshold: COMPRESSION_THRESHOLD });

  for (const domain of domains) Object.assign(deps.ports, domain.providePorts?.(deps));
  for (const domain of domains) domain.register(app, deps);

  registerHealth(app, { db: database.db, store });
  await registerApiDocs(app);
  if (config.devTools)
    registerDevRoutes(app, {
      db: database.db,
      smsCodes: deps.smsCodes,
      demos: domains.flatMap(({ demo }) => (demo ? [(db: Db) => demo(db, deps)] : [])),
    });
  await registerWebApp(app, config.WEB_DIST);

  app.addHook('onClose', async () => {
    await store.close();
    redis?.disconnect();
    await database.close();
  });
  return { app, deps, database };
}
