import { HOTLINE } from '../../../shared/constants';
import { KB_CATEGORIES } from './kb';
import type { ServiceRepo } from './repo';

/** A queued customer whose page went away (closed, or gone quiet past the cut-off): what they read if they return. */
export const ABANDONED = '您已离开较长时间，本次排队已结束。如需人工服务，请重新咨询。';

export const SERVICE_HOURS = `在线人工客服：每日 08:00-22:00；${HOTLINE} 全天24小时服务`;

const seedOrder = new Map(
  KB_CATEGORIES.flatMap((c) => c.items.map(([question], i) => [`${c.code}\u0000${question}`, i])),
);

/**
 * The suggested questions in kb*.ts's order. Not the ids': an entry added to a database seeded before
 * (seed.ts brings it up to date) gets a later id than the ones it is listed before.
 */
export async function hotQuestions(repo: ServiceRepo) {
  const at = (h: { category: string; question: string }) => seedOrder.get(`${h.category}\u0000${h.question}`) ?? 0;
  return (await repo.kbHot()).sort((a, b) => at(a) - at(b) || a.id - b.id);
}

/** The first suggested question of each category: a spread of topics to start from. */
export async function welcomeSuggestions(repo: ServiceRepo) {
  const hot = await hotQuestions(repo);
  const firsts = new Map<string, { id: number; question: string }>();
  for (const h of hot) if (!firsts.has(h.category)) firsts.set(h.category, { id: h.id, question: h.question });
  return [...firsts.values()].slice(0, 5);
}
