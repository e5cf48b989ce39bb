import { describe, expect, it } from 'vitest';
import { SURVEY_TEXT_MAX_CHARS } from '../constants';
import { surveyAnswer } from './survey';

const text = (t: string) => surveyAnswer.safeParse({ questionId: 1, text: t });

describe('a questionnaire text answer', () => {
  // 😀 is one character to the customer and to the per-question check, two UTF-16 units to JavaScript's length.
  it('counts an emoji as one character, as the page and the per-question check do', () => {
    expect(text('😀'.repeat(SURVEY_TEXT_MAX_CHARS)).success).toBe(true);
    expect(text(`好${'😀'.repeat(SURVEY_TEXT_MAX_CHARS - 1)}`).success).toBe(true);
  });

  it('refuses one character more, in words', () => {
    const parsed = text('😀'.repeat(SURVEY_TEXT_MAX_CHARS + 1));
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => i.message)).toEqual([`回答内容过长，最多填写${SURVEY_TEXT_MAX_CHARS}字`]);
  });
});
