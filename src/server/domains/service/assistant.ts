import { gramsOf, gramWeight } from './grams';
import type { ServiceRepo } from './repo';

/** An answer is given when the best entry covers at least this share of the question. */
export const ANSWER_THRESHOLD = 0.42;
/** Entries this close are offered as "您是不是想问". */
const SUGGEST_THRESHOLD = 0.2;

export interface AssistantReply {
  answer?: { id: number; question: string; answer: string; score: number };
  related: { id: number; question: string }[];
}

/**
 * The answering assistant: ranks knowledge-base entries by the idf-weighted
 * share of the question's grams they contain (so rare words such as 报案 or
 * 发票 decide, common characters barely count), blended with how much of the
 * entry the question covers (so a short exact question beats a long entry that
 * merely mentions the word).
 */
export async function findAnswer(repo: ServiceRepo, text: string): Promise<AssistantReply> {
  const grams = gramsOf(text);
  if (grams.length === 0) return { related: [] };
  const [n, frequencies] = await Promise.all([repo.kbSize(), repo.kbDocFrequency(grams)]);
  const df = new Map(frequencies.map((f) => [f.gram, f.df]));
  const idf = (g: string) => Math.log(1 + n / (df.get(g) ?? 0.5));
  // Words the knowledge base has never seen still count against a match, at half weight.
  const queryWeight = grams.reduce((s, g) => s + gramWeight(g) * idf(g) * (df.has(g) ? 1 : 0.5), 0);
  const seen = grams.filter((g) => df.has(g));
  if (seen.length === 0 || queryWeight === 0) return { related: [] };

  const matches = await repo.kbMatches(seen);
  const scored = matches
    .map((m) => {
      const matchedWeight = m.matched.reduce((s, g) => s + gramWeight(g) * idf(g), 0);
      const coverage = matchedWeight / queryWeight;
      const entryCoverage = m.matched.length / Math.max(1, m.gramCount);
      // The suggested questions are the ones customers ask most: a small prior breaks near-ties their way.
      return { id: m.entryId, score: coverage * 0.75 + entryCoverage * 0.25 + (m.hot ? 0.05 : 0) };
    })
    .sort((a, b) => b.score - a.score || a.id - b.id)
    .slice(0, 4);
  const entries = new Map((await repo.kbEntries(scored.map((s) => s.id))).map((e) => [e.id, e]));
  const [best, ...rest] = scored;
  const answered = best && best.score >= ANSWER_THRESHOLD;
  const related = (answered ? rest : scored)
    .filter((s) => s.score >= SUGGEST_THRESHOLD)
    .slice(0, 3)
    .map((s) => ({ id: s.id, question: entries.get(s.id)?.question ?? '' }));
  if (!answered) return { related };
  const entry = entries.get(best.id);
  if (!entry) return { related };
  return {
    answer: { id: entry.id, question: entry.question, answer: entry.answer, score: best.score },
    related,
  };
}

/** The entry a suggested question points at, answered directly. */
export async function answerById(repo: ServiceRepo, id: number): Promise<AssistantReply> {
  const [entry] = await repo.kbEntries([id]);
  if (!entry) return { related: [] };
  return { answer: { id: entry.id, question: entry.question, answer: entry.answer, score: 1 }, related: [] };
}
