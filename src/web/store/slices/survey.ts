import type { StateCreator } from 'zustand';
import type { SurveyQuestion } from '../../../shared/api/survey';

/** One question's answer as the page holds it: option codes, or text. */
export interface ChosenAnswer {
  choices: string[];
  text: string;
}

export interface SurveyResult {
  activityId: string;
  ackNo: string;
  duplicate: boolean;
  /** Whether the prize SMS has gone out (the server sends a failed one again); absent in results kept from before. */
  smsSent?: boolean;
  prize: { name: string; amount: string; code: string } | null;
}

/** Survey of spec section 3: the question list, the chosen answers, the base info (mobile, entryId). */
export interface SurveyState {
  activityId: string;
  questionList: SurveyQuestion[];
  answers: Record<string, ChosenAnswer>;
  baseInfo: { mobile: string; entryId: string };
  result: SurveyResult | null;
}

export interface SurveySlice {
  survey: SurveyState;
  setSurveyQuestions: (activityId: string, questions: SurveyQuestion[]) => void;
  setSurveyAnswer: (questionId: number, answer: ChosenAnswer) => void;
  setSurveyBaseInfo: (patch: Partial<SurveyState['baseInfo']>) => void;
  setSurveyResult: (result: SurveyResult | null) => void;
  /**
   * A fresh sheet for the next person on the same phone: one answer per mobile, not per device, so the
   * result, the answers and the mobile of the sheet just sent are put away; the questions stay.
   */
  startAnotherSheet: () => void;
}

export const createSurveySlice: StateCreator<SurveySlice, [], [], SurveySlice> = (set) => ({
  survey: { activityId: '', questionList: [], answers: {}, baseInfo: { mobile: '', entryId: '' }, result: null },
  setSurveyQuestions: (activityId, questions) =>
    set((s) => ({
      survey: {
        ...s.survey,
        activityId,
        questionList: questions,
        // Answers of another activity do not carry over.
        answers: s.survey.activityId === activityId ? s.survey.answers : {},
      },
    })),
  setSurveyAnswer: (questionId, answer) =>
    set((s) => ({ survey: { ...s.survey, answers: { ...s.survey.answers, [String(questionId)]: answer } } })),
  setSurveyBaseInfo: (patch) => set((s) => ({ survey: { ...s.survey, baseInfo: { ...s.survey.baseInfo, ...patch } } })),
  setSurveyResult: (result) => set((s) => ({ survey: { ...s.survey, result } })),
  startAnotherSheet: () =>
    set((s) => ({
      survey: { ...s.survey, answers: {}, result: null, baseInfo: { ...s.survey.baseInfo, mobile: '' } },
    })),
});
