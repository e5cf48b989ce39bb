import { CheckList, Radio } from 'antd-mobile';
import type { SurveyQuestion } from '../../../../shared/api/survey';
import { SURVEY_TEXT_MAX_CHARS } from '../../../../shared/constants';
import type { ChosenAnswer } from '../../../store/slices/survey';
import { LimitedCheckList } from '../../../ui/check-list';
import { CountedTextArea } from '../../../ui/counted-text-area';

/** One question: single choice as radios, multiple choice as a check list with its maximum, text as a text area. */
export function QuestionCard(props: {
  question: SurveyQuestion;
  answer: ChosenAnswer;
  onChange: (answer: ChosenAnswer) => void;
  invalid: boolean;
}) {
  const { question: q, answer, onChange, invalid } = props;
  const titleId = `q-${q.id}-title`;
  const textId = `q-${q.id}-text`;
  const limit = q.maxLength ?? SURVEY_TEXT_MAX_CHARS;
  return (
    <section className={`sv-card${invalid ? ' sv-card-invalid' : ''}`} aria-labelledby={titleId} data-question={q.seq}>
      <h2 id={titleId} className="sv-title">
        {q.kind === 'text' ? (
          // The question names its text box: antd-mobile puts aria-labelledby on the box's wrapper, not
          // on the textarea, which a screen reader then announced by its placeholder alone.
          <label htmlFor={textId}>
            {q.seq}. {q.title}
          </label>
        ) : (
          <>
            {q.seq}. {q.title}
          </>
        )}
        {q.kind === 'multiple' && <span className="sv-kind">多选</span>}
      </h2>
      {q.kind === 'single' && (
        <Radio.Group value={answer.choices[0] ?? null} onChange={(v) => onChange({ ...answer, choices: [String(v)] })}>
          <div className="sv-options">
            {q.options.map((o) => (
              <Radio key={o.code} value={o.code} className="sv-option">
                {o.label}
              </Radio>
            ))}
          </div>
        </Radio.Group>
      )}
      {q.kind === 'multiple' && (
        <LimitedCheckList
          max={q.maxChoices ?? q.options.length}
          value={answer.choices}
          onChange={(v) => onChange({ ...answer, choices: v.map(String) })}
        >
          {q.options.map((o) => (
            <CheckList.Item key={o.code} value={o.code}>
              {o.label}
            </CheckList.Item>
          ))}
        </LimitedCheckList>
      )}
      {q.kind === 'text' && (
        <CountedTextArea
          id={textId}
          value={answer.text}
          onChange={(text) => onChange({ ...answer, text })}
          max={limit}
          autoSize={{ minRows: 3, maxRows: 6 }}
          placeholder="请输入您的建议"
        />
      )}
      {invalid && (
        <p className="field-error" role="alert">
          请回答此题
        </p>
      )}
    </section>
  );
}
