import { Button } from 'antd-mobile';
import { useForm } from 'react-hook-form';
import { policy } from '../../../../shared/api/policy';
import { RESIDENT_ID_TYPE } from '../../../../shared/codes';
import { normaliseIdNumber } from '../../../../shared/rules';
import { api } from '../../../api/client';
import { useNavigate } from '../../../app/router';
import { useAppStore } from '../../../store';
import { Card, CardPage } from '../../../ui/card-page';
import { IdDocumentFields } from '../../../ui/form/IdDocumentFields';
import { ImageCodeField, useImageCode } from '../../../ui/form/ImageCodeField';
import { useKeptValues } from '../../../ui/form/kept-values';
import { TextField } from '../../../ui/form/TextField';
import { useOneAtATime, withLoading } from '../../../ui/loading';
import '../components/policy.css';

type Values = { insuredName: string; identifyType: string; identifyNumber: string; verificationCode: string };

/**
 * /warranty-query: which policies cover a person, by the insured's name and ID (type and number,
 * checked by the type's rule as the server checks it: the insured may hold a Hong Kong card, a
 * passport or a permit, or be a company; resident ID by default).
 */
export default function WarrantyQueryPage() {
  const navigate = useNavigate();
  const saved = useAppStore((s) => s.policy.warrantyForm);
  const setPolicy = useAppStore((s) => s.setPolicy);
  const setResults = useAppStore((s) => s.setPolicyResults);
  const { control, handleSubmit, setValue, watch } = useForm<Values>({
    defaultValues: { ...saved, identifyType: saved.identifyType ?? RESIDENT_ID_TYPE, verificationCode: '' },
  });
  // Kept as typed (not only once sent): a reload or another page and back starts from it.
  useKeptValues(watch, (warrantyForm) => setPolicy({ warrantyForm }), { except: ['verificationCode'] as const });
  const image = useImageCode(() => setValue('verificationCode', ''));

  // One query at a time: a second tap would send the same image code again, which the first
  // used up, and its "验证码已失效" would cover the first one's result.
  const { busy, run } = useOneAtATime(async (v: Values) => {
    const body = { ...v, identifyNumber: normaliseIdNumber(v.identifyNumber) };
    setPolicy({
      warrantyForm: { insuredName: v.insuredName, identifyType: v.identifyType, identifyNumber: body.identifyNumber },
    });
    try {
      const answer = await withLoading(() => api(policy.sunPolicy, body));
      setResults({ warrantyList: answer.list });
      navigate('/warranty-query-list');
    } catch {
      // The client has shown why.
    } finally {
      // Any answer used the image up.
      image.renew();
    }
  });
  const submit = handleSubmit(run);

  return (
    <CardPage className="pl-page" title="保障查询">
      <Card title="查询被保险人的保障">
        <form className="pl-form" onSubmit={submit} noValidate>
          {/* No limit of its own: the rule's (RULES.isPartyName.maxLength), which the contract's field.partyName takes. */}
          <TextField control={control} name="insuredName" label="被保险人姓名" rule="isPartyName" />
          <IdDocumentFields control={control} typeName="identifyType" numberName="identifyNumber" whose="被保险人" />
          <ImageCodeField control={control} name="verificationCode" image={image} />
          <Button block type="submit" color="primary" size="large" className="pl-submit" loading={busy}>
            查询
          </Button>
        </form>
      </Card>
      <p className="pl-tip">
        保障查询列出以该被保险人身份承保的保单，为保护隐私，姓名等信息已部分隐去。查看保单详情请使用“保单查询”。
      </p>
    </CardPage>
  );
}
