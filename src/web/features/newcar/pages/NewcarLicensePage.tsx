import { Button } from 'antd-mobile';
import { useForm } from 'react-hook-form';
import { newcar } from '../../../../shared/api/newcar';
import { RESIDENT_ID_TYPE } from '../../../../shared/codes';
import { normaliseCode, normaliseIdNumber } from '../../../../shared/rules';
import { api } from '../../../api/client';
import { readCookie } from '../../../api/cookies';
import { useNavigate } from '../../../app/router';
import { useAppStore } from '../../../store';
import { DEFAULT_PLATE_PREFIX } from '../../../store/slices/newcar';
import { Card, CardPage } from '../../../ui/card-page';
import { IdDocumentFields } from '../../../ui/form/IdDocumentFields';
import { ImageCodeField, useImageCode } from '../../../ui/form/ImageCodeField';
import { TextField } from '../../../ui/form/TextField';
import { HotlineLink } from '../../../ui/hotline-link';
import { useOneAtATime, withLoading } from '../../../ui/loading';
import '../components/newcar.css';

type Values = { policyNo: string; identifyType: string; insuredIdentifyNo: string; code: string };

/** /newcar-license: find the new car's policy by number, the insured's ID and the image code. */
export default function NewcarLicensePage() {
  const form = useAppStore((s) => s.newcar.form);
  const setNewcar = useAppStore((s) => s.setNewcar);
  const navigate = useNavigate();
  const { control, handleSubmit, setValue } = useForm<Values>({
    defaultValues: {
      policyNo: form.policyNo,
      identifyType: form.identifyType ?? RESIDENT_ID_TYPE,
      insuredIdentifyNo: form.insuredIdentifyNo,
      code: '',
    },
  });
  // The page's image: a new one after each answer keeps the 30-refresh cap (spec section 9).
  const image = useImageCode(() => setValue('code', ''));

  // One look-up at a time: a second tap would send the same image code again, spent by the first,
  // and its 图形验证码已失效 dialog would stay over the plate form the first one opened.
  const { busy, run } = useOneAtATime(async (v: Values) => {
    const body = {
      policyNo: normaliseCode(v.policyNo),
      identifyType: v.identifyType,
      insuredIdentifyNo: normaliseIdNumber(v.insuredIdentifyNo),
      code: v.code.trim(),
      prePic: readCookie(document.cookie, 'tag') || 'default',
    };
    setNewcar({
      form: {
        ...form,
        policyNo: body.policyNo,
        identifyType: body.identifyType,
        insuredIdentifyNo: body.insuredIdentifyNo,
      },
      result: null,
    });
    try {
      const answer = await withLoading(() => api(newcar.queryCorrect, body));
      // A plate typed for another policy is that car's, not this one's: this one starts from the
      // default prefix (a second car's statement once came filled with the first car's plate).
      const kept = useAppStore.getState().newcar;
      const samePolicy = kept.policy?.policyNo === answer.policy.policyNo;
      setNewcar({
        policy: answer.policy,
        form: { ...kept.form, licenseNo: samePolicy ? kept.form.licenseNo : DEFAULT_PLATE_PREFIX },
      });
      navigate('/newcar-addInfo');
    } catch {
      // The client has said why; any answer used the image up, so show a new one.
      image.renew();
    }
  });
  const submit = handleSubmit(run);

  return (
    <CardPage className="nc-page" title="新车补录车牌">
      <Card>
        <form className="nc-form" onSubmit={submit} noValidate aria-label="查询新车保单">
          <TextField control={control} name="policyNo" label="保单号" rule="isCarPolicyNo" />
          <IdDocumentFields
            control={control}
            typeName="identifyType"
            numberName="insuredIdentifyNo"
            whose="被保险人"
            label="被保险人证件号码"
          />
          <ImageCodeField control={control} name="code" image={image} />
          <Button block type="submit" color="primary" size="large" className="nc-submit" loading={busy}>
            下一步
          </Button>
        </form>
      </Card>
      <p className="nc-tip">
        温馨提示：新车投保时尚未上牌的，上牌后请在此补录车牌号。补录经核批后生效，保单上的车牌号将随之更新，无需另行办理。
      </p>
      {/* As under the other query forms: a customer whose policy is not found, or whose car has no
          policy number at hand, reaches a person (the later new-car pages offer it too). */}
      <HotlineLink />
    </CardPage>
  );
}
