import { z } from 'zod';
import { DEFAULT_RENEWAL_WINDOW_DAYS } from '../shared/constants';
import { OPERATOR_MESSAGES } from './platform/validation-messages';

/**
 * Configuration, read once from the environment and validated at start-up.
 * A bad value stops the server with a message that names the variable.
 */
const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    /** Unset: embedded PGlite under DATA_DIR. `pglite://memory`: a throw-away in-memory database. */
    DATABASE_URL: z
      .string()
      .refine(
        (v) => v === 'pglite://memory' || /^postgres(ql)?:\/\//.test(v),
        '须为 postgres:// 地址或 pglite://memory',
      )
      .optional(),
    DATA_DIR: z.string().default('./data'),
    /** Unset: the in-memory store (one instance only). */
    REDIS_URL: z
      .string()
      .refine((v) => /^rediss?:\/\//.test(v), '须为 redis:// 地址')
      .optional(),
    /** Prefix of every key in the shared store, so several deployments can share one Redis. */
    STORE_PREFIX: z.string().default('portal:'),
    /** Secret for hashing codes at rest. Required in production. */
    APP_SECRET: z.string().min(16).optional(),
    /** `outbox` (dev): messages are kept for /dev/outbox. `http`: an HTTP SMS gateway. */
    SMS_ADAPTER: z.enum(['outbox', 'http']).default('outbox'),
    SMS_GATEWAY_URL: z.string().url().optional(),
    SMS_GATEWAY_TOKEN: z.string().optional(),
    /** `outbox` (dev) or `smtp`. */
    MAIL_ADAPTER: z.enum(['outbox', 'smtp']).default('outbox'),
    SMTP_URL: z.string().optional(),
    MAIL_FROM: z.string().default('电子保单服务 <noreply@example.com>'),
    WX_APP_ID: z.string().optional(),
    WX_JSAPI_TICKET: z.string().optional(),
    PUBLIC_DISCLOSURE_URL: z.string().url().default('https://www.epicc.com.cn/gongkaixinxipilu/'),
    MAP_TILE_URL: z.string().default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
    /** Requests per minute one client address may make to the API. */
    RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(600),
    /** New anonymous sessions (the uuid call) one client address may open per minute. */
    SESSION_ISSUE_PER_MINUTE: z.coerce.number().int().positive().default(60),
    /**
     * Reverse proxies in front of the server. The client's address is the
     * X-Forwarded-For entry this many hops back: the entries before it are the
     * client's own to write, and every per-address limit is keyed on it.
     */
    TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(1),
    /**
     * The portal's address as customers reach it (https://m.example.com). Links the server prints or sends —
     * an e-policy's 扫码验真 QR code, a group-buy link — point at it. Without it they take the request's own
     * host and scheme, which a client reaching the server directly writes itself (X-Forwarded-Host): a signed
     * e-policy mailed from the insurer's server could carry a stranger's address. Required in production.
     */
    PUBLIC_ORIGIN: z
      .string()
      .url()
      .refine((u) => /^https?:\/\//.test(u), '须为 http(s):// 地址')
      .transform((u) => new URL(u).origin)
      .optional(),
    /** Where the built web app is. */
    WEB_DIST: z.string().default('dist/web'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** `sandbox` (dev): our own cashier page; `http`: the insurer's payment host at PAYMENT_GATEWAY_URL. */
    PAYMENT_GATEWAY: z.enum(['sandbox', 'http']).default('sandbox'),
    PAYMENT_GATEWAY_URL: z.string().url().optional(),
    /** HMAC-SHA256 key shared with the gateway: signs trades and the asynchronous notifications. */
    PAYMENT_NOTIFY_SECRET: z.string().min(16).optional(),
    /** The order payment request code the client sends in head.requestCode (spec section 7). */
    ORDER_PAY_REQUEST_CODE: z
      .string()
      .regex(/^[A-Za-z0-9]{4,32}$/)
      .default('PAY0001'),
    /** Renewal opens this many days before a policy expires. */
    RENEWAL_WINDOW_DAYS: z.coerce.number().int().min(1).max(180).default(DEFAULT_RENEWAL_WINDOW_DAYS),
    /** The renewal reminder SMS goes out this many days before expiry. */
    RENEWAL_REMINDER_DAYS: z.coerce.number().int().min(1).max(180).default(30),
    /** How often the reminder job runs; 0 turns it off (tests run it by hand). */
    RENEWAL_JOB_MINUTES: z.coerce.number().int().min(0).max(1440).default(60),
    /** HMAC-SHA256 key of the app channel's auto-login tokens (/G-MPS/wap/autoLogin). */
    APP_LOGIN_SECRET: z.string().min(16).optional(),
  })
  .superRefine((c, ctx) => {
    if (c.NODE_ENV !== 'production') return;
    if (!c.APP_SECRET) ctx.addIssue({ code: 'custom', path: ['APP_SECRET'], message: '生产环境必须设置' });
    if (c.SMS_ADAPTER === 'outbox')
      ctx.addIssue({ code: 'custom', path: ['SMS_ADAPTER'], message: '生产环境不能使用开发用短信发件箱' });
    if (c.MAIL_ADAPTER === 'outbox')
      ctx.addIssue({ code: 'custom', path: ['MAIL_ADAPTER'], message: '生产环境不能使用开发用邮件发件箱' });
    if (c.SMS_ADAPTER === 'http' && !c.SMS_GATEWAY_URL)
      ctx.addIssue({ code: 'custom', path: ['SMS_GATEWAY_URL'], message: '使用 http 短信网关时必须设置' });
    if (c.PAYMENT_GATEWAY === 'sandbox')
      ctx.addIssue({ code: 'custom', path: ['PAYMENT_GATEWAY'], message: '生产环境不能使用沙箱支付' });
    if (c.PAYMENT_GATEWAY === 'http' && !c.PAYMENT_GATEWAY_URL)
      ctx.addIssue({ code: 'custom', path: ['PAYMENT_GATEWAY_URL'], message: '使用 http 支付网关时必须设置' });
    if (!c.PAYMENT_NOTIFY_SECRET)
      ctx.addIssue({ code: 'custom', path: ['PAYMENT_NOTIFY_SECRET'], message: '生产环境必须设置' });
    if (!c.APP_LOGIN_SECRET) ctx.addIssue({ code: 'custom', path: ['APP_LOGIN_SECRET'], message: '生产环境必须设置' });
    if (!c.PUBLIC_ORIGIN) ctx.addIssue({ code: 'custom', path: ['PUBLIC_ORIGIN'], message: '生产环境必须设置' });
    if (c.MAIL_ADAPTER === 'smtp' && !c.SMTP_URL)
      ctx.addIssue({ code: 'custom', path: ['SMTP_URL'], message: '使用 smtp 发信时必须设置' });
  });

export type Config = z.output<typeof schema> & {
  appSecret: string;
  devTools: boolean;
  paymentSecret: string;
  appLoginSecret: string;
};

export class ConfigError extends Error {}

export function readConfig(env: Record<string, string | undefined> = process.env): Config {
  // Empty strings in the environment mean "unset".
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = schema.safeParse(cleaned, OPERATOR_MESSAGES);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`配置有误，服务未启动：\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  return {
    ...c,
    // Outside production a fixed development secret keeps restarts from voiding sent codes.
    appSecret: c.APP_SECRET ?? 'development-only-secret-not-for-production',
    paymentSecret: c.PAYMENT_NOTIFY_SECRET ?? 'development-only-payment-secret',
    appLoginSecret: c.APP_LOGIN_SECRET ?? 'development-only-app-login-secret',
    devTools: c.NODE_ENV !== 'production',
  };
}
