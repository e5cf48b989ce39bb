import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { Refused } from '../../platform/errors';
import { maskName } from '../../platform/masking';
import { SESSION_TTL_SECONDS } from '../../platform/session';
import type { Store } from '../../platform/store';

const claims = z.object({
  userid: z.string().min(1).max(64),
  username: z.string().min(1).max(60),
  signid: z.string().max(64).default(''),
  agentid: z.string().max(64).default(''),
  /** Expiry, seconds since the epoch. */
  exp: z.number().int(),
});
export type AppUser = z.infer<typeof claims>;

const sign = (secret: string, payload: string) => createHmac('sha256', secret).update(payload).digest('hex');

/** What the app channel does: mints the token it hands to the portal (tests and the demo page use it). */
export function mintAppToken(secret: string, user: Omit<AppUser, 'exp'> & { exp?: number }): string {
  const payload = Buffer.from(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 600, ...user })).toString(
    'base64url',
  );
  return `${payload}.${sign(secret, payload)}`;
}

/** What `sign` gives: HMAC-SHA256 in lowercase hex. */
const MAC_FORMAT = /^[0-9a-f]{64}$/;

export function verifyAppToken(secret: string, token: string, now = Date.now()): AppUser {
  const [payload, mac] = token.split('.');
  // A mac is 64 lowercase hex, checked before comparing: timingSafeEqual compares
  // bytes and throws on unequal lengths, which 64 non-ASCII characters would give.
  if (
    !payload ||
    !mac ||
    !MAC_FORMAT.test(mac) ||
    !timingSafeEqual(Buffer.from(mac), Buffer.from(sign(secret, payload)))
  )
    throw new Refused('登录凭证无效，请从App重新进入');
  let parsed: z.ZodSafeParseResult<AppUser>;
  try {
    parsed = claims.safeParse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')));
  } catch {
    throw new Refused('登录凭证无效，请从App重新进入');
  }
  if (!parsed.success) throw new Refused('登录凭证无效，请从App重新进入');
  if (parsed.data.exp * 1000 < now) throw new Refused('登录凭证已过期，请从App重新进入');
  return parsed.data;
}

/** The session's login, kept beside the session in the shared store with the same lifetime. */
export function createLogins(store: Store) {
  const key = (uuid: string) => `login:${uuid}`;
  const info = (u: AppUser, entryId: string) => ({
    signid: u.signid,
    userid: u.userid,
    username: maskName(u.username),
    source: 'wap',
    subsource: 'picc-wap',
    agentid: u.agentid,
    entryId,
  });
  return {
    async login(uuid: string, user: AppUser, entryId: string) {
      // A replayed token only ever logs in the session that presents it, and only until it expires.
      await store.set(key(uuid), JSON.stringify({ user, entryId }), SESSION_TTL_SECONDS);
      return info(user, entryId);
    },
    async status(uuid: string) {
      const raw = await store.get(key(uuid));
      if (!raw) return { loginStatus: '0' as const, user: null };
      const saved = JSON.parse(raw) as { user: AppUser; entryId: string };
      return { loginStatus: '1' as const, user: info(saved.user, saved.entryId) };
    },
  };
}
