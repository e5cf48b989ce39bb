import { Button } from 'antd-mobile';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { ResponseOf } from '../../../../shared/api/endpoint';
import { survey } from '../../../../shared/api/survey';
import { isMobile, normaliseMobile } from '../../../../shared/rules';
import { api } from '../../../api/client';
import { PageHeader } from '../../../app/PageHeader';
import { useAppStore } from '../../../store';
import { MobileField } from '../../../ui/form/MobileField';
import { SmsCodeField } from '../../../ui/form/SmsCodeField';
import { latestRead } from '../../../ui/latest-read';
import { useOneAtATime } from '../../../ui/loading';
import { toast } from '../../../ui/toast';
import { QuestionCard } from '../components/QuestionCard';
import { SurveyResultView } from '../components/SurveyResultView';
import '../components/survey.css';

type Switch = ResponseOf<typeof survey.queryActivitySwitch>;
const EMPTY = { choices: [], text: '' };

/**
 * /question-naire: the award questionnaire. Questions and answers live in the
 * store, so a reload keeps what was ticked; the mobile is proven by an SMS code
 * and answers once; the prize is drawn on the server when the sheet is stored.
 */
export default function QuestionnairePage() {
  const state = useAppStore((s) => s.survey);
  const entryId = useAppStore((s) => s.global.basicInfo.entryId);
  const { setSurveyQuestions, setSurveyAnswer, setSurveyBaseInfo, setSurveyResult, startAnotherSheet } =
    useAppStore.getState();
  const [activity, setActivity] = useState<Switch | null>(null);
  const [missing, setMissing] = useState<number[]>([]);
  const [answered, setAnswered] = useState(false);
  const { control, handleSubmit, watch, reset, getValues } = useForm({
    mode: 'onTouched',
    defaultValues: { mobile: state.baseInfo.mobile, smsValidCode: '' },
  });
  const mobile = normaliseMobile((watch('mobile') ?? '').trim());

  const [questionsFailed, setQuestionsFailed] = useState(false);
  const loadQuestions = useCallback(
    (activityId: string) => {
      setQuestionsFailed(false);
      api(survey.queryQuestionInfo, { activityId })
        .then((info) => setSurveyQuestions(info.activityId, info.questions))
        .catch(() => setQuestionsFailed(true));
    },
    [setSurveyQuestions],
  );

  /** The switch call failed (the client has shown why): the page offers to load again. */
  const [activityFailed, setActivityFailed] = useState(false);
  const loadActivity = useCallback(() => {
    setActivityFailed(false);
    api(survey.queryActivitySwitch, {})
      .then((sw) => {
        setActivity(sw);
        if (sw.open) loadQuestions(sw.activityId);
      })
      .catch(() => setActivityFailed(true));
  }, [loadQuestions]);
  useEffect(loadActivity, [loadActivity]);

  // Keyed by the open activity's id, not the activity: the prize count it carries changes on every submit.
  const openActivityId = activity?.open ? activity.activityId : null;
  useEffect(() => {
    setSurveyBaseInfo({ mobile, entryId });
    // Whatever was said was about the mobile before (one valid number pasted over another): unsaid
    // until this one's answer comes, and for good if that read fails.
    setAnswered(false);
    if (!openActivityId || !isMobile(mobile)) return;
    // Only the mobile typed now may set the notice: a late answer for the one before (a sheet just
    // submitted, then 换个手机号再答一份) showed 该手机号已参与过 over the next person's empty sheet.
    return latestRead((signal) => {
      api(survey.queryIsAnswer, { activityId: openActivityId, mobile }, { signal })
        .then((a) => !signal.aborted && setAnswered(a.answered))
        .catch(() => undefined);
    });
  }, [mobile, entryId, openActivityId, setSurveyBaseInfo]);

  const result = state.result && state.result.activityId === activity?.activityId ? state.result : null;
  // The sheet is offered once this activity's questions are in the store (this visit's, or a reload's):
  // a submit before they arrived found no question to check and went straight to the mobile.
  const questionsReady = Boolean(activity) && state.activityId === activity?.activityId;

  /** Questions first: a customer who skipped one is sent to it before being asked for the mobile. */
  const checkAnswers = () => {
    const unanswered = state.questionList
      .filter((q) => q.required)
      .filter((q) => {
        const a = state.answers[String(q.id)] ?? EMPTY;
        return q.kind === 'text' ? !a.text.trim() : a.choices.length === 0;
      })
      .map((q) => q.id);
    setMissing(unanswered);
    if (unanswered.length) {
      toast('还有题目没有回答');
      document.querySelector(`[aria-labelledby="q-${unanswered[0]}-title"]`)?.scrollIntoView({ block: 'center' });
    }
    return unanswered.length === 0;
  };

  const send = handleSubmit(async (v) => {
    if (!activity) return;
    try {
      const answer = await api(survey.submitQuestionnaire, {
        activityId: activity.activityId,
        mobile: normaliseMobile(v.mobile.trim()),
        smsValidCode: v.smsValidCode.trim(),
        entryId,
        answers: state.questionList.map((q) => ({
          questionId: q.id,
          choices: state.answers[String(q.id)]?.choices ?? [],
          text: state.answers[String(q.id)]?.text.trim() ?? '',
        })),
      });
      setSurveyResult({ activityId: activity.activityId, ...answer });
      // The banner counts what is left after this sheet's draw: it read the count from before the
      // prize was taken (奖品剩余 255 over the 5元红包券 just won) until the page was loaded again.
      setActivity((shown) => shown && { ...shown, prizesLeft: answer.prizesLeft });
      window.scrollTo(0, 0);
    } catch {
      // The client has shown why.
    }
  });

  /**
   * 查看我的结果: a winner whose answer was lost (a reload, a dropped network after the sheet was stored) is
   * told 已参与过 and may not send the sheet again; their own recorded result is read back instead. The
   * server shows it to the session that proved the mobile (the one that submitted holds the proof for
   * half an hour), else asks for the SMS code, which the field below takes.
   */
  const { busy: reading, run: showMyResult } = useOneAtATime(async () => {
    if (!activity) return;
    try {
      const answer = await api(survey.queryMyResult, {
        activityId: activity.activityId,
        mobile,
        smsValidCode: (getValues('smsValidCode') ?? '').trim(),
      });
      setSurveyResult({ activityId: activity.activityId, ...answer });
      window.scrollTo(0, 0);
    } catch {
      // The client has shown why (请先获取并输入短信验证码…, a wrong code).
    }
  });

  /**
   * The next person on this phone answers here: the rule is one sheet per mobile (checked by the server
   * with the SMS code), so a family sharing a phone need not open a new tab, which was the only way.
   */
  const anotherSheet = () => {
    startAnotherSheet();
    reset({ mobile: '', smsValidCode: '' });
    setMissing([]);
    setAnswered(false);
    window.scrollTo(0, 0);
  };

  // One sheet per tap: a double tap sent it twice, and the second, refused (该手机号已参与过本次问卷),
  // stood in a dialog over the prize the first had won.
  const { busy, run: submitOnce } = useOneAtATime(async () => {
    if (checkAnswers()) await send();
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void submitOnce();
  };

  return (
    <>
      <PageHeader title="有奖问卷" />
      <main className="sv-page">
        {activity && (
          <header className="sv-banner">
            <h2>{activity.title}</h2>
            <p>{activity.intro}</p>
            {activity.open && <span className="sv-left">奖品剩余 {activity.prizesLeft} 份</span>}
          </header>
        )}
        {!activity && activityFailed && (
          <div className="sv-closed" role="alert">
            <p>问卷活动加载失败，请稍后重试。</p>
            <Button color="primary" fill="outline" onClick={loadActivity}>
              重新加载
            </Button>
          </div>
        )}
        {activity && !activity.open && <p className="sv-closed">{activity.closedReason}，感谢您的关注。</p>}
        {result && <SurveyResultView result={result} onAnotherSheet={activity?.open ? anotherSheet : undefined} />}
        {activity?.open && !result && !questionsReady && (
          <div className="sv-closed" role={questionsFailed ? 'alert' : 'status'}>
            {questionsFailed ? (
              <>
                <p>题目加载失败，请稍后重试。</p>
                <Button color="primary" fill="outline" onClick={() => loadQuestions(activity.activityId)}>
                  重新加载
                </Button>
              </>
            ) : (
              <p>题目加载中…</p>
            )}
          </div>
        )}
        {activity?.open && !result && questionsReady && (
          <form onSubmit={submit} noValidate aria-label="问卷">
            {state.questionList.map((q) => (
              <QuestionCard
                key={q.id}
                question={q}
                answer={state.answers[String(q.id)] ?? EMPTY}
                invalid={missing.includes(q.id)}
                onChange={(a) => {
                  setSurveyAnswer(q.id, a);
                  setMissing((m) => m.filter((id) => id !== q.id));
                }}
              />
            ))}
            <section className="sv-card" aria-label="领奖信息">
              <h2 className="sv-title">领奖信息</h2>
              <MobileField control={control} name="mobile" />
              {answered && (
                <p className="field-error" role="status">
                  该手机号已参与过本次问卷，每个手机号限答一次
                </p>
              )}
              <SmsCodeField control={control} name="smsValidCode" mobile={mobile} purpose="survey" />
            </section>
            <div className="sv-actions">
              {answered && (
                <>
                  <Button block color="primary" loading={reading} onClick={() => void showMyResult()}>
                    查看我的结果
                  </Button>
                  <p className="sv-note">
                    已参与的手机号可查看本人的抽奖结果；未在本页验证过的，请先获取并输入短信验证码。
                  </p>
                </>
              )}
              <Button block color="primary" type="submit" loading={busy} disabled={answered} data-track="survey-submit">
                提交问卷并抽奖
              </Button>
              <p className="sv-note">每个手机号限答一次，奖品数量有限，先到先得。</p>
            </div>
          </form>
        )}
      </main>
    </>
  );
}
