import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { complaint } from '../../shared/api/complaint';
import { platform } from '../../shared/api/platform';
import { promo } from '../../shared/api/promo';
import { survey } from '../../shared/api/survey';
import { RESULT } from '../../shared/result-codes';
import { codeInSms } from '../testing/sms-code';
import {
  type Answer,
  addressOf,
  type Customer,
  newCustomer,
  type Prepared,
  pool,
  prepare,
  send,
} from './portal-client';
import { freshDatabase, type ServerProcess, startServerProcess } from './server-process';

/**
 * Durability on PostgreSQL: 1,000 concurrent submissions (complaints,
 * questionnaire answers, coupon claims) while the server process is killed
 * with SIGKILL part-way; the server is started again and every request the
 * client did not see acknowledged is retried with the same requestId. Then, in
 * the database: every acknowledged submission is stored exactly once, retries
 * stored nothing new, nothing is stored that no client was told about, and the
 * prize and coupon pools are not over-awarded. Needs DATABASE_URL=postgres://…
 * and REDIS_URL (sessions and SMS codes must outlive the process, as they do in
 * production); skipped otherwise.
 */
const ADMIN = process.env.DATABASE_URL?.startsWith('postgres') ? process.env.DATABASE_URL : undefined;
const REDIS_URL = process.env.REDIS_URL;
const ready = Boolean(ADMIN && REDIS_URL);
const title = ready
  ? 'durability: SIGKILL during 1,000 concurrent submissions'
  : 'durability: SIGKILL during 1,000 concurrent submissions — SKIPPED: needs DATABASE_URL=postgres://… and REDIS_URL';

const PORT = 3811;
const COMPLAINTS = 350;
const SURVEYS = 325;
const CLAIMS = 325;
/** Smaller than the number of claims, so the pool runs out during the storm. */
const COUPON_POOL = 200;
/** The kill comes when this many submissions have been acknowledged. */
const KILL_AFTER_ACKS = 300;

type Kind = 'complaint' | 'survey' | 'claim';
interface Job {
  kind: Kind;
  mobile: string;
  who: Customer;
  req: Prepared;
  /** The answer the client saw before the crash, if any. */
  first?: Answer;
  /** A first answer that said "try again later": not an acknowledgement. */
  busy?: Answer;
  /** The answer after retrying (only for jobs not acknowledged before the crash). */
  retried?: Answer;
}

let server: ServerProcess | undefined;
let db: { url: string; drop: () => Promise<void> } | undefined;
let env: Record<string, string> = {};
const query = async <T extends pg.QueryResultRow>(sql: string, params: unknown[] = []) => {
  const c = new pg.Client({ connectionString: db?.url });
  await c.connect();
  try {
    return (await c.query<T>(sql, params)).rows;
  } finally {
    await c.end();
  }
};

beforeAll(async () => {
  if (!ready) return;
  db = await freshDatabase(ADMIN as string, 't_durable');
  env = {
    DATABASE_URL: db.url,
    REDIS_URL: REDIS_URL as string,
    STORE_PREFIX: `test:durable:${db.url.slice(-10)}:`,
    RATE_LIMIT_PER_MINUTE: '100000',
  };
  server = await startServerProcess(PORT, env);
}, 150_000);

afterAll(async () => {
  await server?.kill('SIGTERM');
  await db?.drop();
}, 60_000);

/** Answers that settle a submission: stored (OK), or refused for a reason that stores nothing. */
const DEFINITE: string[] = [RESULT.OK, RESULT.WRONG_CODE, RESULT.REFUSED];
/** Answers a client retries: the system was busy or a dependency failed. */
const TRANSIENT: string[] = [RESULT.SYSTEM_ERROR, RESULT.UPSTREAM_DOWN];

const mobileOf = (i: number) => `139${String(10_000_000 + i).slice(-8)}`;
const ackOf = (a: Answer | undefined) =>
  a?.code !== RESULT.OK ? undefined : ((a.data.ackNo ?? (a.data.coupon as { couponNo?: string })?.couponNo) as string);

/** Retries until the server gives a definite answer: not a lost connection, not "still submitting". */
async function retry(base: string, req: Prepared): Promise<Answer> {
  for (let attempt = 0; ; attempt++) {
    try {
      const res = await send(base, req);
      if (!TRANSIENT.includes(res.code) || attempt >= 5) return res;
    } catch (err) {
      if (attempt >= 5) throw err;
    }
    await new Promise((r) => setTimeout(r, 300));
  }
}

describe.skipIf(!ready)(title, () => {
  it('stores every acknowledged submission exactly once, and retries add nothing', async () => {
    const base = (server as ServerProcess).base;
    const t0 = Date.now();
    const phase = (name: string) => console.log(`durability: ${name} at ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    await query('UPDATE promo_coupon_campaign SET total = $1', [COUPON_POOL]);
    const someone = await newCustomer(base, '10.250.0.1');
    const campaignId = (await send(base, prepare(promo.couponCampaign.path, {}, someone))).data.campaignId as string;
    const activityId = (await send(base, prepare(survey.queryActivitySwitch.path, {}, someone))).data
      .activityId as string;
    const questions = (await send(base, prepare(survey.queryQuestionInfo.path, { activityId }, someone))).data
      .questions as Array<{ id: number; kind: string }>;
    expect(campaignId && activityId && questions.length).toBeTruthy();

    // Each virtual customer: own address, own session, own mobile; SMS codes sent before the storm.
    const kinds: Kind[] = [
      ...Array<Kind>(COMPLAINTS).fill('complaint'),
      ...Array<Kind>(SURVEYS).fill('survey'),
      ...Array<Kind>(CLAIMS).fill('claim'),
    ];
    const customers = await pool(kinds, 32, async (kind, i) => {
      const who = await newCustomer(base, addressOf(i));
      if (kind !== 'complaint') {
        const purpose = kind === 'survey' ? 'survey' : 'activity';
        const sent = await send(base, prepare(platform.getSMSCode.path, { mobile: mobileOf(i), purpose }, who));
        expect(sent.code, sent.message).toBe(RESULT.OK);
      }
      return who;
    });
    phase('customers ready');
    const codes = new Map(
      (
        await query<{ recipient: string; body: string }>(
          "SELECT recipient, body FROM outbox_message WHERE channel = 'sms' ORDER BY id",
        )
      ).map((m) => [m.recipient, codeInSms(m.body) ?? '']),
    );
    const jobs: Job[] = kinds.map((kind, i) => {
      const who = customers[i] as Customer;
      const mobile = mobileOf(i);
      const smsValidCode = codes.get(mobile) ?? '';
      if (kind === 'complaint')
        return {
          kind,
          mobile,
          who,
          req: prepare(
            complaint.submitComplaint.path,
            {
              type: 'quick',
              name: '王小明',
              sex: '1',
              cityCode: '11010000',
              phoneNumber: mobile,
              callBackTime: '11111',
              content: `第${i}号客户：理赔员一直没有联系我，请尽快处理。`,
              email: '',
            },
            who,
          ),
        };
      if (kind === 'survey') {
        const answers = questions.map((q) =>
          q.kind === 'text'
            ? { questionId: q.id, choices: [], text: '希望理赔再快一点' }
            : { questionId: q.id, choices: ['A'], text: '' },
        );
        const body = { activityId, mobile, smsValidCode, entryId: '', answers };
        return { kind, mobile, who, req: prepare(survey.submitQuestionnaire.path, body, who) };
      }
      return {
        kind,
        mobile,
        who,
        req: prepare(promo.claimCoupon.path, { campaignId, mobile, smsValidCode }, who),
      };
    });
    // Interleave the kinds so the kill finds all three in flight.
    jobs.sort((a, b) => a.req.requestId.localeCompare(b.req.requestId));

    // The storm: all at once; SIGKILL once enough have been acknowledged.
    let acked = 0;
    let killed: Promise<void> | undefined;
    const kill = () => {
      killed ??= (server as ServerProcess).kill('SIGKILL');
    };
    const deadline = setTimeout(kill, 30_000);
    await Promise.all(
      jobs.map(async (job) => {
        try {
          const res = await send(base, job.req);
          if (killed) return; // answered while dying: treated as not seen, so it is retried
          job.first = res;
          if (res.code === RESULT.OK && ++acked >= KILL_AFTER_ACKS) kill();
        } catch {
          // Connection lost or refused: not acknowledged.
        }
      }),
    );
    clearTimeout(deadline);
    phase('storm over');
    kill();
    await killed;
    // Not acknowledged: no answer, or "busy, try again" (a stored record may hide behind it,
    // e.g. the database answered the commit but not the reads that build the answer).
    for (const j of jobs) if (j.first && !DEFINITE.includes(j.first.code)) j.busy = j.first;
    const seen = jobs.filter((j) => j.first && !j.busy);
    const lost = jobs.filter((j) => !j.first || j.busy);
    expect(acked).toBeGreaterThanOrEqual(KILL_AFTER_ACKS);
    expect(jobs.filter((j) => !j.first).length, 'the kill came too late').toBeGreaterThan(50);
    for (const j of jobs) expect(j.first?.status ?? 200, `${j.kind} ${j.first?.code}`).toBeLessThan(500);
    for (const j of jobs.filter((j) => j.busy))
      expect(TRANSIENT, `${j.kind}: ${j.busy?.code} ${j.busy?.message}`).toContain(j.busy?.code);

    // Restart on the same database and Redis; retry what was not acknowledged, and replay what was.
    server = await startServerProcess(PORT, env);
    const again = server.base;
    phase('restarted');
    await pool(lost, 32, async (job) => {
      job.retried = await retry(again, job.req);
    });
    const replays = await pool(
      seen.filter((j) => j.first?.code === RESULT.OK),
      32,
      async (job) => ({ job, res: await retry(again, job.req) }),
    );

    phase('retried');
    // What the client ends up believing was stored, by kind.
    const final = (j: Job) => (j.busy || !j.first ? j.retried : j.first);
    const believed = (kind: Kind) =>
      jobs.filter((j) => j.kind === kind && final(j)?.code === RESULT.OK).map((j) => ackOf(final(j)) as string);

    // Every replay of an acknowledged request answers the same acknowledgement, as a duplicate.
    for (const { job, res } of replays) {
      expect(res.code, `${job.kind} replay: ${res.message}`).toBe(RESULT.OK);
      expect(ackOf(res)).toBe(ackOf(job.first));
      expect(res.data.duplicate).toBe(true);
    }
    // Every retried request got a definite answer; a refusal is only for a reason that stores nothing.
    for (const job of lost) {
      const res = job.retried as Answer;
      expect(DEFINITE, `${job.kind} retry: ${res.code} ${res.message}`).toContain(res.code);
    }

    // Complaints: exactly the acknowledged ones, once each, under their request ids.
    const complaints = await query<{ ack_no: string; request_id: string; mobile: string }>(
      'SELECT ack_no, request_id, mobile FROM complaint_record',
    );
    expect(complaints.map((r) => r.ack_no).sort()).toEqual(believed('complaint').sort());
    expect(new Set(complaints.map((r) => r.mobile)).size).toBe(complaints.length);
    const byRequest = new Map(jobs.map((j) => [j.req.requestId, j]));
    for (const r of complaints) expect(ackOf(final(byRequest.get(r.request_id) as Job))).toBe(r.ack_no);

    // Questionnaire answers: the same, and the prize pool's counts match the prizes handed out.
    const responses = await query<{ ack_no: string; request_id: string; prize_id: number | null }>(
      'SELECT ack_no, request_id, prize_id FROM survey_response',
    );
    expect(responses.map((r) => r.ack_no).sort()).toEqual(believed('survey').sort());
    for (const r of responses) expect(ackOf(final(byRequest.get(r.request_id) as Job))).toBe(r.ack_no);
    const tiers = await query<{ id: number; total: number; awarded: number }>(
      'SELECT id, total, awarded FROM survey_prize WHERE activity_id = $1',
      [activityId],
    );
    for (const t of tiers) {
      expect(t.awarded).toBeLessThanOrEqual(t.total);
      expect(responses.filter((r) => r.prize_id === t.id).length).toBe(t.awarded);
    }
    // Each prize won is in the winner's coupon wallet, once, under its prize code.
    const granted = await query<{ coupon_no: string; mobile: string }>(
      'SELECT coupon_no, mobile FROM promo_coupon WHERE campaign_id = $1',
      [`survey:${activityId}`],
    );
    const won = await query<{ prize_code: string; mobile: string }>(
      'SELECT prize_code, mobile FROM survey_response WHERE prize_code IS NOT NULL',
    );
    expect(granted.map((g) => `${g.coupon_no} ${g.mobile}`).sort()).toEqual(
      won.map((w) => `${w.prize_code} ${w.mobile}`).sort(),
    );
    const prizesTotal = tiers.reduce((n, t) => n + t.total, 0);
    expect(responses.filter((r) => r.prize_id !== null).length).toBe(Math.min(prizesTotal, responses.length));

    // Coupons: one per acknowledged claim, the pool's count equal to the coupons, never above the pool.
    // The campaign's coupons only: questionnaire prizes may be kept in the same table.
    const coupons = await query<{ coupon_no: string; mobile: string }>(
      'SELECT coupon_no, mobile FROM promo_coupon WHERE campaign_id = $1',
      [campaignId],
    );
    expect(coupons.map((r) => r.coupon_no).sort()).toEqual(believed('claim').sort());
    const [campaign] = await query<{ total: number; claimed: number }>(
      'SELECT total, claimed FROM promo_coupon_campaign WHERE id = $1',
      [campaignId],
    );
    expect(campaign?.claimed).toBe(coupons.length);
    expect(coupons.length).toBeLessThanOrEqual(COUPON_POOL);

    const tally = (answers: Array<Answer | undefined>) => {
      const n: Record<string, number> = {};
      for (const a of answers) n[a?.code ?? 'lost'] = (n[a?.code ?? 'lost'] ?? 0) + 1;
      return JSON.stringify(n);
    };
    console.log(
      `durability: first answers ${tally(jobs.map((j) => j.first))}, retries ${tally(lost.map((j) => j.retried))}; ` +
        `${jobs.length} submissions, ${acked} acknowledged before SIGKILL, ${lost.length} retried ` +
        `(${lost.filter((j) => j.retried?.code === RESULT.OK).length} then acknowledged, ` +
        `${lost.filter((j) => j.retried?.data.duplicate === true).length} of them already stored), ` +
        `${replays.length} replays; stored: ${complaints.length} complaints, ${responses.length} answers, ` +
        `${coupons.length}/${COUPON_POOL} coupons`,
    );
  }, 180_000);
});
