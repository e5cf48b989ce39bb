import { Button, Checkbox } from 'antd-mobile';
import { useState } from 'react';
import { newcar } from '../../../../shared/api/newcar';
import { api } from '../../../api/client';
import { ApiError } from '../../../api/errors';
import { useNavigate } from '../../../app/router';
import { useAppStore } from '../../../store';
import { Card, CardPage } from '../../../ui/card-page';
import { HotlineLink } from '../../../ui/hotline-link';
import { useOneAtATime, withLoading } from '../../../ui/loading';
import '../components/newcar.css';
import { StartOver } from '../components/StartOver';

/** /cpwriting-endorse: the endorsement statement the customer reads and confirms; confirming submits. */
export default function EndorseStatementPage() {
  const state = useAppStore((s) => s.newcar);
  const setNewcar = useAppStore((s) => s.setNewcar);
  const setPlateOnPolicies = useAppStore((s) => s.setPlateOnPolicies);
  const navigate = useNavigate();
  const [signed, setSigned] = useState(false);
  const { policy, form } = state;
  // One submission per tap, and the statement stays as sent until the answer: a disabled state alone
  // comes a render late (a double tap sent two), and the confirmation could be unticked under a
  // submission that had already said "confirmed".
  const { busy, run: submit } = useOneAtATime(async () => {
    if (!policy) return;
    try {
      const result = await withLoading(() =>
        api(newcar.updateCorrect, { policyNo: policy.policyNo, licenseNo: form.licenseNo, confirmed: true }),
      );
      setNewcar({ result, failMessage: '' });
      // A policy list kept from an earlier query (/policy-queryResult) shows the car's new plate.
      setPlateOnPolicies(result.updatedPolicyNos, result.licenseAfter);
      navigate('/newcar-success', { replace: true });
    } catch (err) {
      setNewcar({ failMessage: err instanceof ApiError ? err.message : '' });
      navigate('/newcar-fail');
    }
  });
  if (!policy || form.licenseNo.length < 7)
    return (
      <CardPage className="nc-page" title="批改申请声明">
        <StartOver />
      </CardPage>
    );
  return (
    <CardPage className="nc-page" title="批改申请声明">
      <Card title="批改申请声明" className="nc-statement">
        {policy.note && (
          <p className="nc-notice" role="note">
            {policy.note}
          </p>
        )}
        <p>
          本人作为保单 <strong>{policy.policyNo}</strong>（{policy.riskName}）的被保险人，申请将被保险机动车（
          {policy.brandModel}，车架号 {policy.vin}）的号牌号码由“新车未上牌”变更为
          <strong> {form.licenseNo}</strong>。
        </p>
        <p>
          本人确认上述号牌号码与公安机关交通管理部门核发的机动车行驶证一致，所提供的信息真实、准确、完整。如因信息不实造成的后果，由本人承担。
        </p>
        <p>
          本次批改仅变更号牌号码，保险期间、保险金额、保险费及其他保险条件不变。批改经保险人核批后生效，批单作为保险合同的组成部分。
        </p>
        <Checkbox className="nc-sign" checked={signed} onChange={setSigned} disabled={busy}>
          本人已阅读并确认以上声明
        </Checkbox>
      </Card>
      <Button block color="primary" size="large" disabled={!signed} loading={busy} onClick={() => submit()}>
        确认并提交
      </Button>
      <HotlineLink />
    </CardPage>
  );
}
