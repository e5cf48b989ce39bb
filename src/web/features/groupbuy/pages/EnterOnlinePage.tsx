import type { enterOnline } from '@schemas/groupbuy';
import { Button } from 'antd-mobile';
import { useCallback, useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { ResponseOf } from '../../../../shared/api/endpoint';
import { groupbuy, SIGN_UP_PRODUCTS } from '../../../../shared/api/groupbuy';
import { TEXT_LIMITS } from '../../../../shared/constants';
import { GROUP_BY_NO } from '../../../../shared/group-buy-link';
import { RESULT } from '../../../../shared/result-codes';
import { normaliseMobile } from '../../../../shared/rules';
import { api } from '../../../api/client';
import { ApiError } from '../../../api/errors';
import { PageHeader } from '../../../app/PageHeader';
import { Link, useSearchParams } from '../../../app/router';
import { useAppStore } from '../../../store';
import { emptySignUp } from '../../../store/slices/groupbuy';
import { useKeptValues } from '../../../ui/form/kept-values';
import { MobileField } from '../../../ui/form/MobileField';
import { SelectField } from '../../../ui/form/SelectField';
import { SmsCodeField } from '../../../ui/form/SmsCodeField';
import { schemaResolver } from '../../../ui/form/schema-resolver';
import { TextField } from '../../../ui/form/TextField';
import { HotlineLink } from '../../../ui/hotline-link';
import { latestRead } from '../../../ui/latest-read';
import { useOneAtATime } from '../../../ui/loading';
import { RegionField } from '../components/RegionField';
import '../components/groupbuy.css';
import { provinceCodeOf } from '../../../../shared/region-path';

type Form = z.input<typeof enterOnline.request>;
const resolver = schemaResolver<Form>(() => import('@schemas/groupbuy').then((m) => m.enterOnline.request));
type Promoter = ResponseOf<typeof groupbuy.promoterOfLink>;
const PRODUCTS = SIGN_UP_PRODUCTS.map((p) => ({ code: p, name: p }));
const isProduct = (p: string): p is Form['product'] => (SIGN_UP_PRODUCTS as readonly string[]).includes(p);

/**
 * /enter-online?tg=<link>: online sign-up, shareable. The promoter of the link
 * is shown (masked) and the lead is recorded under them. The page stays
 * mounted while only its address changes (another shared link opened in the
 * same tab, back and forward), so each link gets a form of its own: the lead
 * goes to the promoter on show, and nothing of the last link's stays.
 */
export default function EnterOnlinePage() {
  const [params] = useSearchParams();
  const groupByNo = GROUP_BY_NO.test(params.get('tg') ?? '') ? (params.get('tg') as string) : '';
  return <EnterOnline key={groupByNo} groupByNo={groupByNo} />;
}

function EnterOnline({ groupByNo }: { groupByNo: string }) {
  const [promoter, setPromoter] = useState<Promoter | null>(null);
  const [done, setDone] = useState<{ ackNo: string; duplicate: boolean } | null>(null);
  const kept = useAppStore((s) => s.groupBuy.signUp);
  const keep = useAppStore((s) => s.setSignUpDraft);
  const [names, setNames] = useState<string[]>(kept.cityNames);
  const { control, handleSubmit, watch, setValue, getValues, formState } = useForm<Form>({
    mode: 'onTouched',
    resolver,
    defaultValues: {
      groupByNo,
      name: kept.name,
      mobile: kept.mobile,
      smsValidCode: '',
      cityCode: kept.cityCode,
      product: isProduct(kept.product) ? kept.product : undefined,
    },
  });
  // What is typed is kept as it is typed, so a reload brings it back; the SMS code is asked for again,
  // and the link is the address's own.
  useKeptValues(
    watch,
    (v) => keep({ name: v.name, mobile: v.mobile, cityCode: v.cityCode, product: v.product ?? '' }),
    { except: ['smsValidCode', 'groupByNo'] as const },
  );
  const mobile = normaliseMobile((watch('mobile') ?? '').trim());
  const chosenCity = watch('cityCode') ?? '';

  /**
   * Only a link the server does not know is dropped, so that the sign-up can still go in. A call that
   * failed otherwise (no network for a moment, the time limit) keeps it: the server checks it with the
   * sign-up, and dropping it stored the lead without the staff member who shared the link.
   */
  const dropUnknownLink = useCallback(
    (err: unknown) => {
      if (err instanceof ApiError && err.code === RESULT.NOT_FOUND) setValue('groupByNo', '');
    },
    [setValue],
  );

  useEffect(() => {
    if (!groupByNo) return;
    return latestRead((signal) => {
      api(groupbuy.promoterOfLink, { groupByNo }, { signal })
        .then((p) => {
          if (signal.aborted) return;
          setPromoter(p);
          // The link's product is offered, unless the customer has already chosen one.
          if (!getValues('product')) setValue('product', p.kind === 'car' ? '家用车险' : '意外险');
        })
        .catch((err: unknown) => !signal.aborted && dropUnknownLink(err));
    });
  }, [groupByNo, setValue, getValues, dropUnknownLink]);

  // One sign-up at a time: a double tap sent two, and the second's 您已报名，无需重复提交 replaced 报名成功.
  const { busy, run } = useOneAtATime(async (v: Form) => {
    try {
      setDone(await api(groupbuy.enterOnline, v));
      // Accepted: the draft has done its work.
      keep(emptySignUp);
    } catch (err) {
      // The client has shown why. A link found unknown only now (its first read had failed) is dropped,
      // so the next tap signs up without it; the server checks the link before the SMS code.
      dropUnknownLink(err);
    }
  });
  const submit = handleSubmit(run);

  return (
    <>
      <PageHeader title="在线报名" />
      <main className="gb-page">
        <header className="gb-signup-banner">
          <h2>人保财险 在线报名</h2>
          <p>留下联系方式，专属顾问为您定制保障方案。</p>
          {promoter && (
            <p data-testid="promoter">
              推荐人：{promoter.promoterName} · {promoter.comName}
            </p>
          )}
        </header>
        {done ? (
          <section className="gb-card" aria-live="polite" data-testid="signup-done">
            <h2>{done.duplicate ? '您已报名，无需重复提交' : '报名成功'}</h2>
            <p>报名编号：{done.ackNo}</p>
            <p className="gb-empty">专属顾问将尽快与您联系，请保持电话畅通。</p>
          </section>
        ) : (
          <form onSubmit={submit} noValidate aria-label="在线报名">
            <TextField control={control} name="name" label="姓名" maxLength={TEXT_LIMITS.complaintName} />
            <MobileField control={control} name="mobile" />
            <SmsCodeField control={control} name="smsValidCode" mobile={mobile} purpose="activity" />
            <RegionField
              levels={2}
              value={{
                proCode: chosenCity ? provinceCodeOf(chosenCity) : '',
                cityCode: chosenCity,
                countyCode: '',
                names,
              }}
              error={formState.errors.cityCode?.message}
              onChange={(c) => {
                setNames(c.names);
                keep({ cityNames: c.names });
                // The city alone: a province (a picker confirmed before its cities came) or the app's
                // default city code is no city, and the server refuses it (CITY_NOT_OFFERED); said here first.
                setValue('cityCode', c.cityCode, { shouldValidate: true });
              }}
            />
            <SelectField control={control} name="product" label="意向产品" options={PRODUCTS} />
            <div className="gb-actions">
              <Button block color="primary" type="submit" loading={busy} data-track="enter-online-submit">
                立即报名
              </Button>
            </div>
          </form>
        )}
        {/* A stranger's name and mobile, left for an adviser's call: what they are used for, and a person to ask. */}
        {!done && (
          <p className="gb-intro">
            您的姓名和手机号仅用于专属顾问与您联系保险事宜，详见<Link to="/privacy_policy">《隐私政策》</Link>。
          </p>
        )}
        <HotlineLink />
      </main>
    </>
  );
}
