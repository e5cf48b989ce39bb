import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';

/**
 * Staff accounts of the agent console, from configuration: CS_AGENTS is a
 * `;`-separated list of `account:name:saltHex:scryptHashHex` (make one with
 * `npx tsx src/server/domains/service/hash-agent.ts <account> <name> <password>`).
 * Only hashes are ever configured. Outside production, with CS_AGENTS unset,
 * two demo accounts exist (listed at /dev/demo); in production, none: every
 * customer who asks for a human then leaves a message.
 */
export interface AgentAccount {
  account: string;
  name: string;
  salt: string;
  hash: string;
}

export const DEMO_AGENTS = [
  { account: 'kefu01', name: '客服小李', password: 'Kefu@2026' },
  { account: 'kefu02', name: '客服小王', password: 'Kefu@2026' },
];

export function hashPassword(password: string, salt = randomBytes(16).toString('hex')) {
  return { salt, hash: scryptSync(password, Buffer.from(salt, 'hex'), 32).toString('hex') };
}

export function passwordMatches(agent: AgentAccount, password: string): boolean {
  const { hash } = hashPassword(password, agent.salt);
  return timingSafeEqual(Buffer.from(hash, 'hex'), Buffer.from(agent.hash, 'hex'));
}

/**
 * A demo account whose salt and hash are made at the first login, not at every
 * start: scrypt is deliberately slow (~0.1 s per account on a small machine, issue 9).
 */
function lazilyHashed(demo: (typeof DEMO_AGENTS)[number]): AgentAccount {
  let hashed: { salt: string; hash: string } | undefined;
  const get = () => {
    hashed ??= hashPassword(demo.password);
    return hashed;
  };
  return {
    account: demo.account,
    name: demo.name,
    get salt() {
      return get().salt;
    },
    get hash() {
      return get().hash;
    },
  };
}

export class AgentConfigError extends Error {}

export function readAgents(value: string | undefined, production: boolean): AgentAccount[] {
  if (!value) {
    if (production) return [];
    return DEMO_AGENTS.map(lazilyHashed);
  }
  return value.split(';').map((entry, i) => {
    const [account, name, salt, hash] = entry.split(':');
    if (
      !/^[A-Za-z0-9_]{2,32}$/.test(account ?? '') ||
      !name ||
      !/^[0-9a-f]{32}$/.test(salt ?? '') ||
      !/^[0-9a-f]{64}$/.test(hash ?? '')
    )
      throw new AgentConfigError(
        `配置有误，服务未启动：\n  CS_AGENTS 第${i + 1}项须为 工号:姓名:盐(32位十六进制):scrypt哈希(64位十六进制)`,
      );
    return { account, name, salt, hash };
  });
}
