import type { ServiceRepo } from './repo';

export const WELCOME =
  '您好，我是人保智能客服小保，请问有什么可以帮您？您可以直接输入问题，或点击下方的常见问题；需要人工服务请点击“转人工”。';

/** The first suggested question of each category: a spread of topics to start from. */
export async function welcomeSuggestions(repo: ServiceRepo) {
  const hot = await repo.kbHot();
  const firsts = new Map<string, { id: number; question: string }>();
  for (const h of hot) if (!firsts.has(h.category)) firsts.set(h.category, { id: h.id, question: h.question });
  return [...firsts.values()].slice(0, 5);
}
