import { Button } from 'antd-mobile';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { CAR_INSURANCE_TYPE, complaint, HEALTH_INSURANCE_TYPE } from '../../../../shared/api/complaint';
import { platform } from '../../../../shared/api/platform';
import {
  COMPLAINANT_IDENTITIES,
  COMPLAINANT_SEXES,
  type CodeItem,
  HEALTH_BRANCHES,
  ID_TYPES,
  INSURANCE_TYPES,
  RELATIONSHIPS,
  RESIDENT_ID_TYPE,
} from '../../../../shared/codes';
import { TEXT_LIMITS } from '../../../../shared/constants';
import { api } from '../../../api/client';
import { useNavigate } from '../../../app/router';
import { useAppStore } from '../../../store';
import type { FormalComplaintDraft } from '../../../store/slices/complaint';
import { useKeptValues } from '../../../ui/form/kept-values';
import { MobileField } from '../../../ui/form/MobileField';
import { SelectField } from '../../../ui/form/SelectField';
import { schemaResolver } from '../../../ui/form/schema-resolver';
import { TextField } from '../../../ui/form/TextField';
import { latestRead } from '../../../ui/latest-read';
import { useOneAtATime } from '../../../ui/loading';
import { CityField } from './CityField';
import { ContentField } from './ContentField';
import { useSaveWithChosenCity } from './chosen-city';
import { showAck, showFailure } from './outcome';

const resolver = schemaResolver<FormalComplaintDraft>(() =>
  import('@schemas/complaint').then((m) => m.formalComplaint),
);

/** Branch offices of the chosen city, for the organisation picker (health uses its own branch list). */
function useBranches(cityCode: string): { list: CodeItem[]; loading: boolean } {
  const [read, setRead] = useState<{ cityCode: string; list: CodeItem[] }>({ cityCode: '', list: [] });
  useEffect(() => {
    if (!/^\d{8}$/.test(cityCode)) return;
    return latestRead((signal) => {
      api(platform.getComCode, { cityCode }, { signal })
        .then(
          (a) =>
            !signal.aborted && setRead({ cityCode, list: a.list.map((b) => ({ code: b.comCode, name: b.comName })) }),
        )
        .catch(() => !signal.aborted && setRead({ cityCode, list: [] }));
    });
  }, [cityCode]);
  // The last city's branches are not this one's: offered until the new list came, one was refused
  // at submission as 所选承保机构不在该投保城市. Until this city's list is read the field says so.
  const current = read.cityCode === cityCode;
  return { list: current ? read.list : [], loading: /^\d{8}$/.test(cityCode) && !current };
}

/**
 * The formal complaint (complainantInFo). Validated with the contract's own
 * schema, so each ID number is checked by the rule of its ID type here exactly
 * as on the server, with the same words.
 */
export function FormalComplaintForm() {
  const navigate = useNavigate();
  const cityCode = useAppStore((s) => s.global.basicInfo.cityCode);
  const draft = useAppStore((s) => s.complaint.formalComplaint);
  const save = useAppStore((s) => s.setFormalComplaint);
  const { control, handleSubmit, watch, setValue } = useForm<FormalComplaintDraft>({
    mode: 'onTouched',
    resolver,
    // What was typed before a failed submission, or a fresh form. A draft without a city starts in the visitor's.
    defaultValues: draft
      ? { ...draft, city: draft.city || cityCode }
      : {
          type: 'formal',
          insuranceType: CAR_INSURANCE_TYPE,
          complainantName: '',
          sex: '1',
          complainantIdType: RESIDENT_ID_TYPE,
          complainantIdNo: '',
          insuranceRelationship: '1',
          phoneNumber: '',
          complainantIdentity: '01',
          appliName: '',
          appliNoType: RESIDENT_ID_TYPE,
          appliNo: '',
          city: cityCode,
          organization: '',
          carNumber: '',
          card: '',
          content: '',
        },
  });
  // Every change is kept in the store, as the quick complaint keeps its draft; its city once chosen (a
  // 承保机构 picked in it accepts it).
  useKeptValues(
    watch,
    useSaveWithChosenCity<FormalComplaintDraft>(save, 'city', cityCode, draft?.city, (v) => Boolean(v.organization)),
  );
  const insuranceType = watch('insuranceType');
  const city = watch('city');
  const health = insuranceType === HEALTH_INSURANCE_TYPE;
  const branches = useBranches(city);
  // A branch picked for another city or insurance type no longer applies. Only
  // on a change: the branch of a restored draft belongs to its city.
  const branchesFor = useRef(`${health}|${city}`);
  useEffect(() => {
    if (branchesFor.current === `${health}|${city}`) return;
    branchesFor.current = `${health}|${city}`;
    setValue('organization', '');
  }, [health, city, setValue]);

  // One submission at a time: the check in useOneAtATime is synchronous, where a
  // busy state set after the schema's asynchronous check let a double tap through.
  const { busy, run } = useOneAtATime(async (v: FormalComplaintDraft) => {
    try {
      const ack = await api(complaint.submitComplaint, v);
      // Accepted: the ID numbers typed need not stay in the tab any longer.
      save(null);
      showAck(navigate, 'formal', ack);
    } catch (err) {
      showFailure(navigate, err, '/quick-complaint?form=formal');
    }
  });
  const submit = handleSubmit(run);

  return (
    <form onSubmit={submit} noValidate aria-label="正式投诉">
      <h2 className="cx-section-title">投诉人信息</h2>
      <TextField control={control} name="complainantName" label="投诉人姓名" maxLength={TEXT_LIMITS.complaintName} />
      <SelectField control={control} name="sex" label="称谓" options={COMPLAINANT_SEXES} />
      <SelectField control={control} name="complainantIdType" label="证件类型" options={ID_TYPES} />
      <TextField control={control} name="complainantIdNo" label="证件号码" maxLength={TEXT_LIMITS.complaintIdNo} />
      <MobileField control={control} name="phoneNumber" />
      <SelectField control={control} name="complainantIdentity" label="投诉人身份" options={COMPLAINANT_IDENTITIES} />
      <SelectField control={control} name="insuranceRelationship" label="与被保险人关系" options={RELATIONSHIPS} />
      <h2 className="cx-section-title">保单信息</h2>
      <SelectField control={control} name="insuranceType" label="险种类型" options={INSURANCE_TYPES} />
      <TextField control={control} name="appliName" label="投保人姓名" maxLength={50} />
      <SelectField control={control} name="appliNoType" label="投保人证件类型" options={ID_TYPES} />
      <TextField control={control} name="appliNo" label="投保人证件号码" maxLength={TEXT_LIMITS.complaintIdNo} />
      <CityField control={control} name="city" label="投保城市" />
      <SelectField
        control={control}
        name="organization"
        label={health ? '健康险分公司' : '承保机构'}
        options={health ? HEALTH_BRANCHES : branches.list}
        loading={!health && branches.loading}
        placeholder={health ? '请选择健康险分公司' : '请选择承保机构'}
      />
      {insuranceType === CAR_INSURANCE_TYPE && (
        <TextField
          control={control}
          name="carNumber"
          label="车牌号码（选填）"
          required={false}
          placeholder="请输入车牌号码"
          maxLength={TEXT_LIMITS.plateNo}
        />
      )}
      <TextField
        control={control}
        name="card"
        label="保单号/卡号（选填）"
        required={false}
        placeholder="请输入保单号或卡号"
        maxLength={TEXT_LIMITS.complaintIdNo}
      />
      <ContentField control={control} name="content" />
      <div className="cx-actions">
        <Button block color="primary" type="submit" loading={busy} data-track="formal-complaint-submit">
          提交正式投诉
        </Button>
      </div>
      <p className="cx-note">受理编号将以短信发送到您的手机，我们将在2个工作日内与您联系。</p>
    </form>
  );
}
