import { HOTLINE } from '../../../shared/constants';
import type { ServiceRepo } from './repo';

export const SERVICE_HOURS = `在线人工客服：每日 08:00-22:00；${HOTLINE} 全天24小时服务`;

/** The first suggested question of each category: a spread of topics to start from. */
export async function welcomeSuggestions(repo: ServiceRepo) {
  const hot = await repo.kbHot();
  const firsts = new Map<string, { id: number; question: string }>();
  for (const h of hot) if (!firsts.has(h.category)) firsts.set(h.category, { id: h.id, question: h.question });
  return [...firsts.values()].slice(0, 5);
}
