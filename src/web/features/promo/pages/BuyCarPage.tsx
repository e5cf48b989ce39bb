import { Button } from 'antd-mobile';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { ResponseOf } from '../../../../shared/api/endpoint';
import { promo } from '../../../../shared/api/promo';
import type { CodeItem } from '../../../../shared/codes';
import { TEXT_LIMITS } from '../../../../shared/constants';
import { isMobile, normaliseMobile } from '../../../../shared/rules';
import { api } from '../../../api/client';
import { regionsUnder } from '../../../api/regions';
import { PageHeader } from '../../../app/PageHeader';
import { useSearchParams } from '../../../app/router';
import { useAppStore } from '../../../store';
import { dayText } from '../../../ui/china-time';
import { useKeptValues } from '../../../ui/form/kept-values';
import { MobileField } from '../../../ui/form/MobileField';
import { SelectField } from '../../../ui/form/SelectField';
import { SmsCodeField } from '../../../ui/form/SmsCodeField';
import { schemaResolver } from '../../../ui/form/schema-resolver';
import { TextField } from '../../../ui/form/TextField';
import { latestRead } from '../../../ui/latest-read';
import { LoadFailed } from '../../../ui/load-failed';
import { useOneAtATime } from '../../../ui/loading';
import '../components/promo.css';

type Form = z.input<typeof promo.carDiscount.request>;
const resolver = schemaResolver<Form>(() => import('@schemas/promo').then((m) => m.carDiscount.request));
type Activity = ResponseOf<typeof promo.getHotGroupActivity>['activities'][number];

/**
 * /buy-car: car-purchase discount activities of the customer's city (default
 * Beijing), joining one with a verified mobile, and the discounts it gives.
 * `?sharePhone=` carries the mobile of whoever shared the page.
 */
export default function BuyCarPage() {
  const [params] = useSearchParams();
  // Another shared link opened in this tab is another sharer: the form starts again from its number.
  return <BuyCar key={params.get('sharePhone') ?? ''} />;
}

function BuyCar() {
  const [params] = useSearchParams();
  const state = useAppStore((s) => s.carPurchase);
  const setCarPurchase = useAppStore((s) => s.setCarPurchase);
  const [provinces, setProvinces] = useState<CodeItem[]>([]);
  /** The city's activities: null while they are read, 'failed' when the read failed (which is not "none"). */
  const [activities, setActivities] = useState<Activity[] | 'failed' | null>(null);
  const shared = normaliseMobile(params.get('sharePhone') ?? '');
  const { control, handleSubmit, watch, setValue } = useForm<Form>({
    mode: 'onTouched',
    resolver,
    defaultValues: {
      activityId: '',
      applicant: state.enterInfo.applicant,
      mobile: state.enterInfo.mobile,
      smsValidCode: '',
      sharePhone: isMobile(shared) ? shared : state.enterInfo.sharePhone,
      cityCode: state.carData.cityCode,
    },
  });
  // What is typed is kept as it is typed, the activity chosen with it, so a reload brings the form back
  // as it was (the SMS code is asked for again). The result keeps what was sent.
  useKeptValues(
    watch,
    (v) =>
      setCarPurchase({
        enterInfo: { applicant: v.applicant, mobile: v.mobile, sharePhone: v.sharePhone ?? '' },
        chosenActivityId: v.activityId,
      }),
    { except: ['smsValidCode'] as const },
  );
  /** The activity chosen before a reload, chosen again once the city's list shows it. */
  const keptChoice = useRef(state.chosenActivityId);
  const cityCode = watch('cityCode') ?? state.carData.cityCode;
  const activityId = watch('activityId');
  const mobile = normaliseMobile((watch('mobile') ?? '').trim());

  useEffect(() => {
    // 购车城市 lists the provinces (北京市, 天津市…), read through the page load's one region cache.
    regionsUnder()
      .then(setProvinces)
      .catch(() => undefined);
  }, []);
  useEffect(() => {
    const name = provinces.find((p) => p.code === cityCode)?.name;
    if (name) setCarPurchase({ carData: { cityCode, cityName: name } });
  }, [cityCode, provinces, setCarPurchase]);
  // Read for each city chosen, and again on 重新加载; the answer for a city no longer chosen is dropped.
  // 重新加载 counts an attempt rather than reading itself, so that its read too is the effect's and is
  // superseded by a change of city: Beijing's late answer had shown Beijing's activities under Tianjin.
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: 重新加载 asks again by `attempt` alone
  useEffect(() => {
    setValue('activityId', '');
    setActivities(null);
    const again = keptChoice.current;
    return latestRead((signal) => {
      api(promo.getHotGroupActivity, { cityCode }, { signal })
        .then((a) => {
          if (signal.aborted) return;
          keptChoice.current = '';
          setActivities(a.activities);
          if (a.activities.some((x) => x.activityId === again)) setValue('activityId', again);
        })
        .catch(() => !signal.aborted && setActivities('failed'));
    });
  }, [cityCode, attempt, setValue]);

  // One entry at a time: a double tap sent two, and the second's 您已报名该活动 replaced the first's 报名成功.
  const { busy, run } = useOneAtATime(async (v: Form) => {
    try {
      const joined = await api(promo.carDiscount, v);
      setCarPurchase({
        result: { activityId: v.activityId, title: joined.title, ackNo: joined.ackNo, duplicate: joined.duplicate },
        discounts: joined.discounts,
      });
      window.scrollTo(0, 0);
    } catch {
      // The client has shown why.
    }
  });
  const submit = handleSubmit(run);

  const result = state.result;
  return (
    <>
      <PageHeader title="购车优惠" />
      <main className="pm-page">
        <header className="pm-banner">
          <h2>购车享车险优惠</h2>
          <p>买新车先报名，投保时享团购折扣和专属服务。</p>
        </header>
        {result && (
          <section className="pm-card pm-card-chosen" aria-live="polite" data-testid="car-result">
            <h2>
              {result.duplicate ? '您已报名该活动' : '报名成功'}：{result.title}
            </h2>
            <p className="pm-meta">报名编号 {result.ackNo}，购车投保时凭手机号享受以下优惠</p>
            <ul className="pm-discounts">
              {state.discounts.map((d) => (
                <li key={d.name}>
                  <span>
                    {d.name}
                    <br />
                    <span className="pm-meta">{d.condition}</span>
                  </span>
                  <strong>{d.amount}</strong>
                </li>
              ))}
            </ul>
            <Button
              block
              fill="outline"
              color="primary"
              onClick={() => {
                // The list again, read afresh: the one read before joining counted one entry short and still
                // had the activity just joined 已选择, its form filled as if it were still to be sent.
                setCarPurchase({ result: null, discounts: [] });
                setAttempt((n) => n + 1);
              }}
            >
              报名其他活动
            </Button>
          </section>
        )}
        {!result && (
          <form onSubmit={submit} noValidate aria-label="购车优惠报名">
            <div className="pm-card">
              <SelectField control={control} name="cityCode" label="购车城市" options={provinces} />
            </div>
            {activities === 'failed' && (
              <LoadFailed what="优惠活动" onRetry={() => setAttempt((n) => n + 1)} className="pm-card" />
            )}
            {Array.isArray(activities) && activities.length === 0 && (
              <p className="pm-card pm-meta">该城市暂无购车优惠活动。</p>
            )}
            {Array.isArray(activities) &&
              activities.map((a) => (
                <section
                  key={a.activityId}
                  className={`pm-card${activityId === a.activityId ? ' pm-card-chosen' : ''}`}
                  aria-label={a.title}
                >
                  <h3>{a.title}</h3>
                  <p className="pm-meta">
                    {a.brand} · 已有{a.joined}人报名 · 截止{dayText(a.endsAt)}
                  </p>
                  <p>{a.intro}</p>
                  <ul className="pm-discounts">
                    {a.discounts.map((d) => (
                      <li key={d.name}>
                        <span>{d.name}</span>
                        <strong>{d.amount}</strong>
                      </li>
                    ))}
                  </ul>
                  <Button
                    block
                    color="primary"
                    fill={activityId === a.activityId ? 'solid' : 'outline'}
                    onClick={() => setValue('activityId', a.activityId, { shouldValidate: true })}
                  >
                    {activityId === a.activityId ? '已选择' : '选择此活动'}
                  </Button>
                </section>
              ))}
            {activityId && (
              <div className="pm-card">
                <TextField
                  control={control}
                  name="applicant"
                  label="报名人姓名"
                  maxLength={TEXT_LIMITS.complaintName}
                />
                <MobileField control={control} name="mobile" />
                <SmsCodeField control={control} name="smsValidCode" mobile={mobile} purpose="activity" />
                <MobileField
                  control={control}
                  name="sharePhone"
                  label="分享人手机号（选填）"
                  required={false}
                  placeholder="请输入分享人手机号"
                />
                <div className="pm-actions">
                  <Button block color="primary" type="submit" loading={busy} data-track="buy-car-submit">
                    立即报名
                  </Button>
                </div>
              </div>
            )}
          </form>
        )}
      </main>
    </>
  );
}
