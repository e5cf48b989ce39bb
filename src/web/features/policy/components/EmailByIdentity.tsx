import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { policy } from '../../../../shared/api/policy';
import { RESIDENT_ID_TYPE } from '../../../../shared/codes';
import { normaliseCode, normaliseIdNumber } from '../../../../shared/rules';
import { api } from '../../../api/client';
import { Card } from '../../../ui/card-page';
import { IdDocumentFields } from '../../../ui/form/IdDocumentFields';
import { ImageCodeField, useImageCode } from '../../../ui/form/ImageCodeField';
import { TextField } from '../../../ui/form/TextField';
import { useOneAtATime, withLoading } from '../../../ui/loading';
import { toast } from '../../../ui/toast';

type Values = {
  policyNo: string;
  identifyType: string;
  identifyNumber: string;
  email: string;
  verificationCode: string;
};

/**
 * The form of sendPolicyEmailWhome: the policy number and the ID of its insured or policyholder
 * (type and number, checked by the type's rule as the server checks it) prove the right to the
 * e-policy, the image code shows a person asks, and the e-policy goes to the address typed.
 */
function EmailByIdentityForm() {
  const [sentTo, setSentTo] = useState('');
  const { control, handleSubmit, setValue } = useForm<Values>({
    defaultValues: {
      policyNo: '',
      identifyType: RESIDENT_ID_TYPE,
      identifyNumber: '',
      email: '',
      verificationCode: '',
    },
  });
  const image = useImageCode(() => setValue('verificationCode', ''));
  // Once per tap: a second send would meet the image code the first used up, and its dialog would
  // cover the first one's answer; each mail that goes counts towards the policy's three an hour.
  const { busy, run } = useOneAtATime(async (v: Values) => {
    setSentTo('');
    try {
      const answer = await withLoading(() =>
        api(policy.sendPolicyEmailWhome, {
          policyNo: normaliseCode(v.policyNo),
          identifyType: v.identifyType,
          identifyNumber: normaliseIdNumber(v.identifyNumber),
          email: v.email.trim(),
          verificationCode: v.verificationCode.trim(),
        }),
      );
      setSentTo(answer.maskedEmail);
      toast(`电子保单已发送至 ${answer.maskedEmail}，请查收`);
    } catch {
      // The client has shown why.
    } finally {
      // Any answer used the image up.
      image.renew();
    }
  });
  return (
    <form className="pl-form" onSubmit={handleSubmit(run)} noValidate aria-label="凭证件发送电子保单">
      <TextField control={control} name="policyNo" label="保单号" rule="isPolicyNo" />
      <IdDocumentFields
        control={control}
        typeName="identifyType"
        numberName="identifyNumber"
        whose="被保险人或投保人"
      />
      {/* No maxLength: a longer address would be cut to another that may pass; isEmail refuses it whole. */}
      <TextField
        control={control}
        name="email"
        label="电子邮箱"
        rule="isEmail"
        type="email"
        inputMode="email"
        autoComplete="email"
        placeholder="例如 name@example.com"
      />
      <ImageCodeField control={control} name="verificationCode" image={image} />
      <Button block type="submit" color="primary" size="large" className="pl-submit" loading={busy}>
        发送电子保单
      </Button>
      {sentTo && (
        <p className="pl-notice" role="status">
          电子保单已发送至 {sentTo}，请查收。如未收到，请检查垃圾邮件箱。
        </p>
      )}
    </form>
  );
}

/**
 * 电子保单发送到邮箱 at the foot of the policy query page: for a customer who has the policy number
 * and wants the e-policy by e-mail without going through the query. It opens the form in the
 * query's place (`onOpen`): a session has one image code at a time, so the query's image and the
 * form's must not be on show together (the one shown first would then be refused).
 */
export function EmailByIdentityEntry(props: { onOpen: () => void }) {
  return (
    <Card title="电子保单发送到邮箱">
      <p className="pl-tip">已知保单号？无需查询，凭被保险人或投保人证件即可将电子保单发送到您的邮箱。</p>
      <Button block fill="outline" color="primary" size="large" onClick={props.onOpen} data-track="policy-email-open">
        凭证件发送电子保单
      </Button>
    </Card>
  );
}

/** The e-mail form in the query's place, with the way back to the query. */
export function EmailByIdentity(props: { onBack: () => void }) {
  return (
    <>
      <Card title="凭证件发送电子保单">
        <EmailByIdentityForm />
      </Card>
      <Button block fill="none" color="primary" size="large" onClick={props.onBack}>
        返回保单查询
      </Button>
    </>
  );
}
