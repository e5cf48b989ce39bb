/**
 * Long-mode load run (not CI): LOAD_VUS virtual customers (default 200) run
 * mixed journeys for LOAD_SECONDS (default 60) against two server instances
 * that share one PostgreSQL database and one Redis, requests alternating
 * between them as behind a load balancer. Every journey is a new visitor: a
 * new address, a new session, a new mobile. Prints the journeys, the errors
 * (must be zero) and the latency percentiles; exits 1 on any error.
 *
 *   npx tsx bench/reliability/load.ts
 *
 * DATABASE_URL (admin URL; a throw-away database is created next to it) and
 * REDIS_URL default to the local servers; LOAD_PORT (default 3850) and
 * LOAD_PORT+1 are used; LOAD_THINK_MS (default 300) is the mean pause between
 * a customer's steps.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import {
  type Answer,
  addressOf,
  type Customer,
  newCustomer,
  prepare,
  send,
} from '../../src/server/reliability/portal-client';
import { freshDatabase, type ServerProcess, startServerProcess } from '../../src/server/reliability/server-process';
import { complaint } from '../../src/shared/api/complaint';
import { platform } from '../../src/shared/api/platform';
import { queryEyoungInfo } from '../../src/shared/api/policy';
import { promo } from '../../src/shared/api/promo';
import { survey } from '../../src/shared/api/survey';
import { RESULT } from '../../src/shared/result-codes';

const VUS = Number(process.env.LOAD_VUS ?? 200);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const THINK_MS = Number(process.env.LOAD_THINK_MS ?? 300);
const PORT = Number(process.env.LOAD_PORT ?? 3850);
const ADMIN = process.env.DATABASE_URL?.startsWith('postgres')
  ? process.env.DATABASE_URL
  : 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

/** Every request: its endpoint, how long, and whether it was an error. */
const samples: Array<{ path: string; ms: number }> = [];
const errors: string[] = [];
const journeys: Record<string, number> = {};
let servers: ServerProcess[] = [];
let turn = 0;

/** A failure is a lost connection, an HTTP 5xx, a system code, or a code the step does not expect. */
async function step(path: string, body: unknown, who: Customer, expect: string[] = [RESULT.OK]): Promise<Answer> {
  const base = (servers[turn++ % servers.length] as ServerProcess).base;
  try {
    const res = await send(base, prepare(path, body, who));
    samples.push({ path, ms: res.ms });
    if (res.status >= 500 || !expect.includes(res.code))
      errors.push(`${path}: ${res.status} ${res.code} ${res.message}`);
    return res;
  } catch (err) {
    errors.push(`${path}: ${(err as Error).message}`);
    throw err;
  }
}

const think = () => new Promise((r) => setTimeout(r, THINK_MS * (0.5 + Math.random())));
let visitors = 0;
const visitor = async () => {
  const i = visitors++;
  const address = addressOf(i, 11);
  const uuid = (await step(platform.uuid.path, {}, { address, uuid: '' })).data.uuid as string;
  return { who: { address, uuid }, mobile: `137${String(10_000_000 + i).slice(-8)}` };
};

let codes: pg.Pool;
/** The code the dev SMS adapter "sent", read from its outbox table. */
async function smsCode(mobile: string, purpose: string, who: Customer): Promise<string> {
  await step(platform.getSMSCode.path, { mobile, purpose }, who);
  const { rows } = await codes.query<{ body: string }>(
    "SELECT body FROM outbox_message WHERE channel = 'sms' AND recipient = $1 ORDER BY id DESC LIMIT 1",
    [mobile],
  );
  return rows[0]?.body.match(/验证码(\d{6})/)?.[1] ?? '';
}

let activityId = '';
let campaignId = '';
let questions: Array<{ id: number; kind: string }> = [];

/** The journeys, with how often each is chosen. */
const JOURNEYS: Array<{ name: string; weight: number; run: () => Promise<void> }> = [
  {
    name: 'browse home and promotions',
    weight: 3,
    async run() {
      const { who } = await visitor();
      await step(platform.appConfig.path, {}, who);
      await step(platform.getCityCode.path, {}, who);
      await think();
      await step(promo.couponCampaign.path, {}, who);
      await step(promo.getHotGroupActivity.path, { cityCode: '11000000' }, who);
      await think();
      await step(survey.queryActivitySwitch.path, {}, who);
    },
  },
  {
    name: 'car policy query',
    weight: 2,
    async run() {
      const { who } = await visitor();
      await step(platform.getCityCode.path, { parentCode: '11000000' }, who);
      await think();
      const res = await step(
        queryEyoungInfo.path,
        { carPolicyQuery: 'policyNo', policyNo: 'PDAA202611010000000002', identifyNumber: '640302198303153798' },
        who,
      );
      if (!Array.isArray(res.data.policy_Info_List) || res.data.policy_Info_List.length === 0)
        errors.push('policy query: no policy listed');
    },
  },
  {
    name: 'quick complaint',
    weight: 2,
    async run() {
      const { who, mobile } = await visitor();
      await step(platform.getCityCode.path, {}, who);
      await think();
      const body = {
        type: 'quick',
        name: '王小明',
        sex: '1',
        cityCode: '11010000',
        phoneNumber: mobile,
        callBackTime: '11111',
        content: `理赔员一直没有联系我，请尽快处理。${randomBytes(3).toString('hex')}`,
        email: '',
      };
      const res = await step(complaint.submitComplaint.path, body, who);
      if (res.code === RESULT.OK && !/^KS\d{14}$/.test(String(res.data.ackNo))) errors.push('complaint: no ackNo');
    },
  },
  {
    name: 'award questionnaire',
    weight: 1,
    async run() {
      const { who, mobile } = await visitor();
      await step(survey.queryQuestionInfo.path, { activityId }, who);
      const smsValidCode = await smsCode(mobile, 'survey', who);
      await think();
      const answers = questions.map((q) =>
        q.kind === 'text'
          ? { questionId: q.id, choices: [], text: '希望理赔再快一点' }
          : { questionId: q.id, choices: ['A'], text: '' },
      );
      await step(survey.submitQuestionnaire.path, { activityId, mobile, smsValidCode, entryId: '', answers }, who);
    },
  },
  {
    name: 'red-envelope coupon',
    weight: 1,
    async run() {
      const { who, mobile } = await visitor();
      await step(promo.couponCampaign.path, {}, who);
      const smsValidCode = await smsCode(mobile, 'activity', who);
      await think();
      // The pool is finite: "all gone" is a business answer, not an error.
      await step(promo.claimCoupon.path, { campaignId, mobile, smsValidCode }, who, [RESULT.OK, RESULT.REFUSED]);
    },
  },
  {
    name: 'car-purchase discount entry',
    weight: 1,
    async run() {
      const { who, mobile } = await visitor();
      await step(promo.getHotGroupActivity.path, { cityCode: '11000000' }, who);
      const smsValidCode = await smsCode(mobile, 'activity', who);
      await think();
      await step(
        promo.carDiscount.path,
        { activityId: 'CAR-BJ-EV', applicant: '钱七', mobile, smsValidCode, sharePhone: '', cityCode: '11000000' },
        who,
      );
    },
  },
];

function pick() {
  const total = JOURNEYS.reduce((n, j) => n + j.weight, 0);
  let ticket = Math.random() * total;
  for (const j of JOURNEYS) {
    ticket -= j.weight;
    if (ticket < 0) return j;
  }
  return JOURNEYS[0] as (typeof JOURNEYS)[number];
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : (sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number);

async function main() {
  const db = await freshDatabase(ADMIN, 'load');
  const env = {
    DATABASE_URL: db.url,
    REDIS_URL,
    STORE_PREFIX: `load:${randomBytes(4).toString('hex')}:`,
    LOG_LEVEL: 'error',
  };
  codes = new pg.Pool({ connectionString: db.url, max: 4 });
  try {
    // One after the other: the first migrates and seeds the empty database.
    servers = [await startServerProcess(PORT, env)];
    servers.push(await startServerProcess(PORT + 1, env));
    const someone = await newCustomer(servers[0]?.base as string, '11.255.0.1');
    activityId = (await step(survey.queryActivitySwitch.path, {}, someone)).data.activityId as string;
    campaignId = (await step(promo.couponCampaign.path, {}, someone)).data.campaignId as string;
    questions = (await step(survey.queryQuestionInfo.path, { activityId }, someone)).data.questions as typeof questions;
    samples.length = 0;

    console.log(`${VUS} virtual customers, ${SECONDS} s, two instances (${PORT}, ${PORT + 1}), PostgreSQL + Redis`);
    const started = Date.now();
    const deadline = started + SECONDS * 1000;
    await Promise.all(
      Array.from({ length: VUS }, async () => {
        while (Date.now() < deadline) {
          const journey = pick();
          try {
            await journey.run();
            journeys[journey.name] = (journeys[journey.name] ?? 0) + 1;
          } catch (err) {
            errors.push(`${journey.name}: stopped by ${(err as Error).message}`);
          }
          await think();
        }
      }),
    );
    const elapsed = (Date.now() - started) / 1000;

    // The pools afterwards: never over-awarded under this load either.
    const pool = await codes.query<{ over: number }>(
      'SELECT count(*)::int AS over FROM promo_coupon_campaign WHERE claimed > total OR claimed <> (SELECT count(*) FROM promo_coupon c WHERE c.campaign_id = promo_coupon_campaign.id)',
    );
    if (pool.rows[0]?.over) errors.push('coupon pool count does not match the coupons');

    const all = samples.map((s) => s.ms).sort((a, b) => a - b);
    const byPath = new Map<string, number[]>();
    for (const s of samples) byPath.set(s.path, [...(byPath.get(s.path) ?? []), s.ms]);
    const row = (name: string, ms: number[]) => {
      const sorted = [...ms].sort((a, b) => a - b);
      return `${name.padEnd(58)} ${String(sorted.length).padStart(6)} ${[50, 95, 99]
        .map((p) => percentile(sorted, p).toFixed(0).padStart(6))
        .join(' ')} ${(sorted.at(-1) ?? 0).toFixed(0).padStart(6)}`;
    };
    console.log(`\njourneys completed: ${Object.values(journeys).reduce((a, b) => a + b, 0)}`);
    for (const [name, n] of Object.entries(journeys)) console.log(`  ${name}: ${n}`);
    console.log(`\nrequests: ${all.length} in ${elapsed.toFixed(1)} s (${(all.length / elapsed).toFixed(0)}/s)`);
    console.log(
      `${'endpoint'.padEnd(58)} ${'n'.padStart(6)} ${'p50'.padStart(6)} ${'p95'.padStart(6)} ${'p99'.padStart(6)} ${'max'.padStart(6)}  (ms)`,
    );
    for (const [path, ms] of [...byPath].sort()) console.log(row(path, ms));
    console.log(row('ALL', all));
    console.log(`\nerrors: ${errors.length}`);
    for (const e of [...new Set(errors)].slice(0, 20)) console.log(`  ${e}`);
    if (errors.length > 0) {
      // What the servers logged about them: the causes behind the system codes.
      const causes = new Map<string, number>();
      for (const s of servers)
        for (const m of s
          .output()
          .matchAll(
            /(timeout exceeded when trying to connect|Query read timeout|Command timed out|Connection terminated[^"\\]*|ECONN\w+)/g,
          ))
          causes.set(m[1] as string, (causes.get(m[1] as string) ?? 0) + 1);
      console.log('server-side causes:');
      for (const [cause, n] of causes) console.log(`  ${n} × ${cause}`);
    }
  } finally {
    for (const s of servers) await s.kill('SIGTERM');
    await codes.end();
    await db.drop();
  }
  process.exit(errors.length === 0 ? 0 : 1);
}

await main();
