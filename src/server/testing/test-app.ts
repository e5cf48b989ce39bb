import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Endpoint, RequestOf } from '../../shared/api/endpoint';
import { checkString } from '../../shared/check-string';
import { newRequestId } from '../../shared/envelope';
import { type BuiltApp, buildApp } from '../app';
import { readConfig } from '../config';
import { latestOutbox } from '../platform/messaging';
import { seededCluster } from './seeded-cluster';
import { seededPostgresDatabase } from './seeded-template';
import { codeInSms } from './sms-code';

/**
 * A server for API tests. By default an in-memory PGlite, started from the
 * migrated and seeded copy (seeded-cluster.ts), and an in-memory store. With DATABASE_URL set, a fresh PostgreSQL database per test file,
 * copied from the seeded template (seeded-template.ts) and dropped afterwards; with REDIS_URL, Redis under a random key prefix.
 */
export interface TestApp extends BuiltApp {
  /** Calls an endpoint the way the web client does: envelope, uuid, check string. */
  call<E extends Endpoint>(endpoint: E, body: RequestOf<E>, options?: CallOptions): Promise<TestAnswer>;
  /** A fresh session uuid. */
  newSession(address?: string): Promise<string>;
  /** The code in the latest message sent to a mobile (the development outbox); throws when none holds one. */
  lastSmsCode(mobile: string): Promise<string>;
  close(): Promise<void>;
}

export interface CallOptions {
  uuid?: string;
  address?: string;
  headOverrides?: Record<string, unknown>;
  /** HTTP headers of the request, e.g. the `accept-encoding` a phone sends. */
  headers?: Record<string, string>;
}

export interface TestAnswer {
  status: number;
  code: string;
  message: string;
  data: Record<string, unknown>;
  raw: string;
  /** The answer's bytes as sent: a compressed answer is not text. */
  rawPayload: Buffer;
  headers: Record<string, unknown>;
}

export async function startTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const externalDb = process.env.DATABASE_URL?.startsWith('postgres') ? process.env.DATABASE_URL : undefined;
  const pgDb = externalDb ? await seededPostgresDatabase(externalDb, `t_${randomBytes(6).toString('hex')}`) : undefined;
  const config = readConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: pgDb?.url ?? 'pglite://memory',
    REDIS_URL: process.env.REDIS_URL ?? '',
    STORE_PREFIX: `test:${randomBytes(4).toString('hex')}:`,
    WEB_DIST: 'dist/does-not-exist',
    RATE_LIMIT_PER_MINUTE: '100000',
    ...env,
  });
  // An in-memory database starts from the seeded copy (seeded-cluster.ts), not from empty.
  const cluster = config.DATABASE_URL === 'pglite://memory' ? await seededCluster() : undefined;
  const built = await buildApp(config, { cluster });
  const app: FastifyInstance = built.app;
  await app.ready();

  const inject = async (url: string, payload: unknown, address: string, headers: Record<string, string> = {}) => {
    const res = await app.inject({ method: 'POST', url, payload: payload as object, remoteAddress: address, headers });
    let parsed: { body?: { common?: { resultCode: string; resultMsg: string } } & Record<string, unknown> } = {};
    try {
      parsed = res.json();
    } catch {
      // a raw answer (image, PDF)
    }
    const { common, ...data } = parsed.body ?? {};
    return {
      status: res.statusCode,
      code: common?.resultCode ?? '',
      message: common?.resultMsg ?? '',
      data,
      raw: res.body,
      rawPayload: res.rawPayload,
      headers: res.headers as Record<string, unknown>,
    };
  };

  const newSession = async (address = '127.0.0.1') => {
    const body = {};
    const res = await inject(
      '/kej/waround/api/uuid/uuid',
      { head: { uuid: '', requestId: newRequestId(), check: checkString(body, '') }, body },
      address,
    );
    return res.data.uuid as string;
  };

  let defaultUuid: string | undefined;
  return {
    ...built,
    newSession,
    async lastSmsCode(mobile) {
      const [message] = (await latestOutbox(built.database.db)).filter((m) => m.recipient === mobile);
      const code = message && codeInSms(message.body);
      // Thrown here so a test that expected a code fails on the missing message, not later on a wrong code.
      if (!code) throw new Error(`no SMS code in the latest message to ${mobile}`);
      return code;
    },
    async call(endpoint, body, options = {}) {
      if (!options.uuid && !defaultUuid) defaultUuid = await newSession();
      const uuid = options.uuid ?? (defaultUuid as string);
      const head = {
        uuid,
        channelNo: '2',
        requestId: newRequestId(),
        check: checkString(body, uuid),
        ...options.headOverrides,
      };
      return inject(endpoint.path, { head, body }, options.address ?? '127.0.0.1', options.headers);
    },
    async close() {
      await app.close();
      await pgDb?.drop();
    },
  };
}
