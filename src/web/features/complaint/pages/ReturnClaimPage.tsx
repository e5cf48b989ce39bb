import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { complaint } from '../../../../shared/api/complaint';
import type { ResponseOf } from '../../../../shared/api/endpoint';
import { COURIERS } from '../../../../shared/codes';
import { TEXT_LIMITS } from '../../../../shared/constants';
import { api } from '../../../api/client';
import { PageHeader } from '../../../app/PageHeader';
import { useNavigate } from '../../../app/router';
import { useAppStore } from '../../../store';
import { useKeptValues } from '../../../ui/form/kept-values';
import { MobileField } from '../../../ui/form/MobileField';
import { SelectField } from '../../../ui/form/SelectField';
import { SmsCodeField } from '../../../ui/form/SmsCodeField';
import { schemaResolver } from '../../../ui/form/schema-resolver';
import { TextField } from '../../../ui/form/TextField';
import { useOneAtATime } from '../../../ui/loading';
import { RETURN_CLAIM_FIX_ON_FORM, showAck, showFailure } from '../components/outcome';
import '../components/complaint.css';
import { moneyText } from '../../../../shared/rules/money';

type Form = z.input<typeof complaint.returnInsuranceClaim.request>;
const resolver = schemaResolver<Form>(() => import('@schemas/complaint').then((m) => m.returnInsuranceClaim.request));
type Order = ResponseOf<typeof complaint.checkOrder>;

/**
 * /claims-complaint: the return-shipping claim appeal. The order is checked
 * first (its policy shows masked), then the return shipment and the phone the
 * policy was bought with, proven by an SMS code. The acknowledgement goes by e-mail.
 */
export default function ReturnClaimPage() {
  const navigate = useNavigate();
  /** The order the last check found, with the number it was asked for. */
  const [checked, setChecked] = useState<{ orderId: string; order: Order } | null>(null);
  const draft = useAppStore((s) => s.complaint.returnClaim);
  const save = useAppStore((s) => s.setReturnClaim);
  const { control, handleSubmit, watch, getValues, trigger } = useForm<Form>({
    mode: 'onTouched',
    resolver,
    // What was typed before a failed submission, or a fresh form; the SMS code is asked for again.
    defaultValues: {
      email: '',
      insuranceOrderId: '',
      zlist: '',
      deliveryId: '',
      phoneNumber: '',
      ...draft,
      smsValidCode: '',
    },
  });
  // Every change but the SMS code is kept in the store, as the quick complaint keeps its draft.
  useKeptValues(watch, save, { except: ['smsValidCode'] });
  const phoneNumber = watch('phoneNumber') ?? '';
  // The card is for the number it was checked with: another number typed since is another order.
  const orderId = (watch('insuranceOrderId') ?? '').trim();
  const order = checked?.orderId === orderId ? checked.order : null;
  // One appeal per order (the server refuses a second): an order already appealed says so on its card and
  // is not sent again. A toast said it for three seconds, before the form was filled and an SMS code spent.
  const appealNo = order?.openAppealNo ?? null;

  // One look-up per tap: an order not found counts towards the hour's lock-out, and the guard is
  // taken before the field's check, so a double tap on a mistyped number counts one.
  const { busy: checking, run: check } = useOneAtATime(async () => {
    if (!(await trigger('insuranceOrderId'))) return;
    try {
      const asked = getValues('insuranceOrderId').trim();
      setChecked({ orderId: asked, order: await api(complaint.checkOrder, { insuranceOrderId: asked }) });
    } catch {
      setChecked(null);
    }
  });

  // One appeal at a time: a second would find the SMS code spent by the first.
  const { busy, run } = useOneAtATime(async (v: Form) => {
    try {
      const ack = await api(complaint.returnInsuranceClaim, v);
      save(null);
      showAck(navigate, 'return', ack);
    } catch (err) {
      // A refusal leaves the form as it is, SMS code and all: the code was not used (outcome.ts).
      showFailure(navigate, err, '/claims-complaint', RETURN_CLAIM_FIX_ON_FORM);
    }
  });
  const submit = handleSubmit(run);

  return (
    <>
      <PageHeader title="退货运费险理赔申诉" />
      <main className="cx-page">
        <p className="cx-intro">对退货运费险理赔结果有异议？填写购物订单和退货物流信息，我们将重新核实。</p>
        <form onSubmit={submit} noValidate aria-label="退货运费险理赔申诉">
          <TextField
            control={control}
            name="insuranceOrderId"
            label="购物平台订单号"
            maxLength={TEXT_LIMITS.shoppingOrderNo}
            extra={
              <Button
                size="small"
                color="primary"
                fill="outline"
                className="code-button"
                loading={checking}
                onClick={() => check()}
              >
                查询保单
              </Button>
            }
          />
          {order && (
            <dl className="cx-card" aria-label="退货运费险保单" data-testid="order-card">
              <dt>保单号</dt>
              <dd>{order.policyNo}</dd>
              <dt>被保险人 / 投保手机</dt>
              <dd>
                {order.insuredName} / {order.mobile}
              </dd>
              <dt>购物平台 / 保险金额</dt>
              <dd>
                {order.platform} / {moneyText(order.sumInsured)}元
              </dd>
              {appealNo && (
                <>
                  <dt>申诉状态</dt>
                  <dd className="cx-card-warn">已提交申诉，受理编号 {appealNo}，每个订单只能申诉一次</dd>
                </>
              )}
            </dl>
          )}
          <SelectField control={control} name="zlist" label="退货快递公司" options={COURIERS} />
          <TextField control={control} name="deliveryId" label="退货快递单号" maxLength={TEXT_LIMITS.returnCourierNo} />
          <TextField control={control} name="email" label="电子邮箱" type="email" inputMode="email" />
          <MobileField control={control} name="phoneNumber" label="投保手机号" />
          <SmsCodeField control={control} name="smsValidCode" mobile={phoneNumber} purpose="returnClaim" />
          <div className="cx-actions">
            <Button
              block
              color="primary"
              type="submit"
              loading={busy}
              disabled={appealNo !== null}
              data-track="return-claim-submit"
            >
              提交申诉
            </Button>
          </div>
          <p className="cx-note">每个订单只能申诉一次，受理结果将发送到您填写的邮箱。</p>
        </form>
      </main>
    </>
  );
}
