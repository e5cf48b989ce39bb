import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type ChatMessage, service } from '../../../shared/api/service';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { KB_CATEGORIES } from './kb';
import { seedService } from './seed';
import { signIn } from './test-helpers';

// Only the platform and this domain, as in routes.test.ts.
vi.mock('../index', async () => ({
  domains: (await import('../../testing/domains-with-platform')).withPlatformDomain(
    (await import('./module')).serviceModule,
  ),
}));

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 60_000);
afterAll(() => t?.close());

const [question, answer] = KB_CATEGORIES[0].items[0];
const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await t.deps.db.execute(query)) as unknown as { rows: T[] }).rows;
const entries = () =>
  rows<{ id: number; answer: string }>(sql`select id, answer from cs_kb_entry where question = ${question}`);
const total = async () => Number((await rows<{ n: number }>(sql`select count(*)::int as n from cs_kb_entry`))[0].n);
const seedSize = KB_CATEGORIES.reduce((n, c) => n + c.items.length, 0);

async function ask(content: string) {
  const { creds } = await signIn(t);
  const res = await t.call(service.question, { ...creds, content });
  return (res.data.messages as ChatMessage[]).at(-1)?.text;
}

describe("the assistant's answers on start", () => {
  it('are brought up to date from kb*.ts in a database seeded before, without a second copy', async () => {
    const [before] = await entries();
    // A database seeded with an earlier wording of the answer.
    await t.deps.db.execute(sql`update cs_kb_entry set answer = '旧的答案' where id = ${before.id}`);
    expect(await ask(question)).toBe('旧的答案');

    await seedService(t.deps.db);
    const after = await entries();
    expect(after).toEqual([{ id: before.id, answer }]);
    expect(await ask(question)).toBe(answer);
    expect(await total()).toBe(seedSize);
  });

  it('start after start, and two starts at once, keep one entry per question', async () => {
    await Promise.all([seedService(t.deps.db), seedService(t.deps.db)]);
    await seedService(t.deps.db);
    expect(await total()).toBe(seedSize);
    const repeated = await rows(
      sql`select category, question from cs_kb_entry group by category, question having count(*) > 1`,
    );
    expect(repeated).toEqual([]);
  });

  it('drops an entry kb*.ts no longer has, and adds one it gained, grams and all', async () => {
    await t.deps.db.execute(
      sql`insert into cs_kb_entry (category, question, answer, hot, gram_count) values ('claim', '已删除的问题', '不应再答', false, 1)`,
    );
    const [{ id }] = await rows<{ id: number }>(sql`select id from cs_kb_entry where question = '已删除的问题'`);
    await t.deps.db.execute(sql`insert into cs_kb_gram (gram, entry_id) values ('已删除', ${id})`);
    await t.deps.db.execute(
      sql`delete from cs_kb_gram where entry_id = (select id from cs_kb_entry where question = ${question})`,
    );
    await t.deps.db.execute(sql`delete from cs_kb_entry where question = ${question}`);

    await seedService(t.deps.db);
    expect(await rows(sql`select id from cs_kb_entry where question = '已删除的问题'`)).toEqual([]);
    expect(await rows(sql`select gram from cs_kb_gram where entry_id = ${id}`)).toEqual([]);
    expect(await entries()).toEqual([{ id: expect.any(Number), answer }]);
    expect(await ask(question)).toBe(answer);
    expect(await total()).toBe(seedSize);
  });
});
