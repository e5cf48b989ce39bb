import type { z } from 'zod';
import type { surveyAnswer } from '../../../shared/api/survey';
import { textLength } from '../../../shared/rules/text-length';
import { InvalidInput } from '../../platform/errors';
import type { QuestionRow } from './repo';

type Answer = z.output<typeof surveyAnswer>;
export type StoredAnswer = { questionId: number; title: string; text?: string; choices?: string[]; labels?: string[] };

/**
 * Checks one answer sheet against its questions: every required question
 * answered, single choice exactly one known option, multiple choice at most
 * its maximum, text within its length. Answers only the questions asked, in
 * their order, with the option labels kept for whoever reads the results.
 */
export function checkAnswers(questions: QuestionRow[], answers: Answer[]) {
  const byId = new Map<number, Answer>();
  for (const a of answers) {
    if (!questions.some((q) => q.id === a.questionId)) throw new InvalidInput('答案与问卷题目不符');
    if (byId.has(a.questionId)) throw new InvalidInput('同一题目只能作答一次');
    byId.set(a.questionId, a);
  }
  return questions.flatMap((q): StoredAnswer[] => {
    const a = byId.get(q.id);
    const label = `第${q.seq}题`;
    if (q.kind === 'text') {
      const text = a?.text ?? '';
      if (q.required && !text) throw new InvalidInput(`请回答${label}`);
      if (q.maxLength !== null && textLength(text) > q.maxLength)
        throw new InvalidInput(`${label}最多填写${q.maxLength}字`);
      return text ? [{ questionId: q.id, title: q.title, text }] : [];
    }
    const choices = [...new Set(a?.choices ?? [])];
    if (choices.length === 0) {
      if (q.required) throw new InvalidInput(`请回答${label}`);
      return [];
    }
    const labels = choices.map((code) => q.options.find((o) => o.code === code)?.label);
    if (labels.some((l) => l === undefined)) throw new InvalidInput(`${label}的选项不正确`);
    if (q.kind === 'single' && choices.length > 1) throw new InvalidInput(`${label}只能选择一项`);
    if (q.kind === 'multiple' && q.maxChoices !== null && choices.length > q.maxChoices)
      throw new InvalidInput(`${label}最多选择${q.maxChoices}项`);
    return [{ questionId: q.id, title: q.title, choices, labels: labels as string[] }];
  });
}
