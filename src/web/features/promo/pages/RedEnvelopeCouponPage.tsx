import { Button } from 'antd-mobile';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { ResponseOf } from '../../../../shared/api/endpoint';
import { type Coupon, promo } from '../../../../shared/api/promo';
import { RESULT } from '../../../../shared/result-codes';
import { normaliseMobile } from '../../../../shared/rules';
import { couponCondition, moneyText } from '../../../../shared/rules/money';
import { api } from '../../../api/client';
import { ApiError } from '../../../api/errors';
import { PageHeader } from '../../../app/PageHeader';
import { Link } from '../../../app/router';
import { useAppStore } from '../../../store';
import { clockText, dayText } from '../../../ui/china-time';
import { useKeptValues } from '../../../ui/form/kept-values';
import { MobileField } from '../../../ui/form/MobileField';
import { SmsCodeField } from '../../../ui/form/SmsCodeField';
import { LoadFailed } from '../../../ui/load-failed';
import { useOneAtATime } from '../../../ui/loading';
import { CouponCard } from '../components/CouponCard';
import '../components/promo.css';

type Campaign = ResponseOf<typeof promo.couponCampaign>;

/** Where the campaign stands, in the customer's words: one still to start says when, never that it ended. */
function campaignStateText(c: Campaign): string {
  switch (c.state) {
    case 'open':
      return `剩余 ${c.left} 张，每个手机号限领1张`;
    case 'notStarted':
      return `活动尚未开始，${dayText(c.startsAt)} ${clockText(c.startsAt)} 开始领取`;
    case 'soldOut':
      return '本期红包已领完，感谢您的关注';
    case 'ended':
      return '本期活动已结束，感谢您的关注';
  }
}

/**
 * /redEnvelope-coupon: claim the campaign's red-envelope coupon with a verified
 * mobile (one per mobile, from a limited pool), then see that mobile's coupons.
 */
export default function RedEnvelopeCouponPage() {
  const [campaign, setCampaign] = useState<Campaign | null>(null);
  const [coupons, setCoupons] = useState<Coupon[] | null>(null);
  const [notice, setNotice] = useState('');
  const keptMobile = useAppStore((s) => s.couponMobile);
  const setCouponMobile = useAppStore((s) => s.setCouponMobile);
  const { control, handleSubmit, watch, reset, trigger, getValues } = useForm({
    mode: 'onTouched',
    defaultValues: { mobile: keptMobile, smsValidCode: '' },
  });
  // The mobile is kept as typed, so a reload does not empty the form; the SMS code is asked for again.
  useKeptValues(watch, (v) => setCouponMobile(v.mobile), { except: ['smsValidCode'] as const });
  // One claim or look at a time: a double tap on 立即领取 sent two claims, and the second's
  // 您已领取过本期红包 replaced the first's 领取成功.
  const { busy, run } = useOneAtATime((task: () => Promise<void>) => task());
  const mobile = normaliseMobile((watch('mobile') ?? '').trim());

  /**
   * The campaign could not be read ('failed': the page says so and offers to load again), or there is
   * none ('none': the server said 暂无红包活动, which loading again would not change).
   */
  const [campaignMissing, setCampaignMissing] = useState<'failed' | 'none' | null>(null);
  const loadCampaign = useCallback(() => {
    setCampaignMissing(null);
    api(promo.couponCampaign, {})
      .then(setCampaign)
      .catch((err: unknown) =>
        setCampaignMissing(err instanceof ApiError && err.code === RESULT.NOT_FOUND ? 'none' : 'failed'),
      );
  }, []);
  useEffect(loadCampaign, [loadCampaign]);

  // Which mobile's answers the page still wants: 换个手机号 moves it on, and an answer
  // still on its way for the mobile before (the claim's follow-up list) is then dropped,
  // not shown over the empty form.
  const shownFor = useRef(0);

  const claim = handleSubmit((v) =>
    run(async () => {
      if (!campaign) return;
      const asked = shownFor.current;
      try {
        const got = await api(promo.claimCoupon, {
          campaignId: campaign.campaignId,
          mobile,
          smsValidCode: v.smsValidCode.trim(),
        });
        // Where it went, in the page's own words: there is no 卡包 to look in (it read as the messaging
        // app's card wallet); the coupon belongs to the mobile it was claimed with.
        setNotice(got.duplicate ? '您已领取过本期红包，以下是您的红包券' : `领取成功！红包券已存入手机号${mobile}`);
        // The claimed coupon shows at once. The mobile's other coupons and the count left are further
        // calls: one failing (the client has shown why) must not hide a claim that went through, which
        // the customer would otherwise claim again and be told 您已领取过本期红包.
        setCoupons([got.coupon]);
        const mine = await api(promo.myCoupons, { mobile, smsValidCode: '' }).catch(() => null);
        if (mine && asked === shownFor.current) setCoupons(mine.coupons);
        setCampaign(await api(promo.couponCampaign, {}));
      } catch {
        // The client has shown why.
      }
    }),
  );

  // The mobile is checked, the code is not asked for: a session that proved the mobile (a claim, an earlier
  // look) is shown its coupons without one, and the server asks for one otherwise. Asked for here, after a
  // reload or with the claim's code spent, the customer had to wait for a new SMS to see the coupon just claimed.
  const viewMine = () =>
    run(async () => {
      if (!(await trigger('mobile'))) return;
      const asked = shownFor.current;
      try {
        const mine = await api(promo.myCoupons, { mobile, smsValidCode: (getValues('smsValidCode') ?? '').trim() });
        if (asked !== shownFor.current) return;
        setNotice(mine.coupons.length ? '以下是您的红包券' : '您还没有领取过红包券');
        setCoupons(mine.coupons);
      } catch {
        // The client has shown why.
      }
    });

  /** Back to an empty form: another mobile claims or views its own (the code just used is spent). */
  const anotherMobile = () => {
    shownFor.current += 1;
    reset({ mobile: '', smsValidCode: '' });
    setCouponMobile('');
    setCoupons(null);
    setNotice('');
  };
  const usable = coupons?.some((c) => c.status === 'unused');

  return (
    <>
      <PageHeader title="红包卡券" />
      <main className="pm-page">
        {campaign && (
          <header className="pm-banner">
            <h2>{campaign.title}</h2>
            <p>
              ¥{moneyText(campaign.amount)} 红包券 · {couponCondition(campaign.threshold)} · 领取后{campaign.validDays}
              天内有效
            </p>
            <p data-testid="coupons-left">{campaignStateText(campaign)}</p>
          </header>
        )}
        {!campaign && campaignMissing === 'failed' && (
          <LoadFailed what="红包活动" onRetry={loadCampaign} className="pm-card" />
        )}
        {!campaign && campaignMissing === 'none' && (
          <p className="pm-card" role="status">
            暂无红包活动，敬请关注。已领取的红包券仍可在下方查看。
          </p>
        )}
        {coupons ? (
          <section aria-label="我的红包券" aria-live="polite">
            <p className="pm-card">{notice}</p>
            {coupons.map((c) => (
              <CouponCard key={c.couponNo} coupon={c} />
            ))}
            {usable && (
              // Which orders take it (payment/coupons.ts): those whose applicant's mobile is this one. An order
              // under another mobile shows no coupon, and the customer would not know why.
              <p className="pm-card pm-meta">支付投保人手机号为 {mobile} 的投保订单时，可选用红包券抵扣保费。</p>
            )}
            <div className="pm-actions">
              {usable && (
                // Where the coupons are used: the order payment takes them for an order of this mobile.
                <Link to="/order-pay" className="pm-action-link" data-track="coupon-to-order-pay">
                  去支付订单
                </Link>
              )}
              <Button block fill="none" color="primary" onClick={anotherMobile}>
                换个手机号
              </Button>
            </div>
          </section>
        ) : (
          <form onSubmit={claim} noValidate aria-label="领取红包">
            <div className="pm-card">
              <MobileField control={control} name="mobile" />
              <SmsCodeField control={control} name="smsValidCode" mobile={mobile} purpose="activity" />
            </div>
            <div className="pm-actions">
              <Button
                block
                color="primary"
                type="submit"
                loading={busy}
                disabled={!campaign?.open}
                data-track="coupon-claim"
              >
                立即领取
              </Button>
              <Button block fill="none" color="primary" onClick={viewMine} disabled={busy}>
                查看已领取的红包券
              </Button>
            </div>
          </form>
        )}
      </main>
    </>
  );
}
