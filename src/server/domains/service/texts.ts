import type { ServiceRepo } from './repo';

/** The first suggested question of each category: a spread of topics to start from. */
export async function welcomeSuggestions(repo: ServiceRepo) {
  const hot = await repo.kbHot();
  const firsts = new Map<string, { id: number; question: string }>();
  for (const h of hot) if (!firsts.has(h.category)) firsts.set(h.category, { id: h.id, question: h.question });
  return [...firsts.values()].slice(0, 5);
}
