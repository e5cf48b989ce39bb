import type { generateLinkRequest } from '@schemas/groupbuy';
import { Button } from 'antd-mobile';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { groupbuy, PROMOTE_PRODUCTS, type PromoteKind } from '../../../../shared/api/groupbuy';
import { TEXT_LIMITS } from '../../../../shared/constants';
import { RESULT } from '../../../../shared/result-codes';
import { isMobile, normaliseMobile } from '../../../../shared/rules';
import { api } from '../../../api/client';
import { ApiError } from '../../../api/errors';
import { regionsUnder } from '../../../api/regions';
import { useAppStore } from '../../../store';
import { orgIntoForm } from '../../../store/slices/groupbuy';
import { useKeptValues } from '../../../ui/form/kept-values';
import { MobileField } from '../../../ui/form/MobileField';
import { SelectField } from '../../../ui/form/SelectField';
import { SmsCodeField } from '../../../ui/form/SmsCodeField';
import { schemaResolver } from '../../../ui/form/schema-resolver';
import { TextField } from '../../../ui/form/TextField';
import { latestRead } from '../../../ui/latest-read';
import { useOneAtATime } from '../../../ui/loading';
import { LinkResult } from './LinkResult';
import { RegionField } from './RegionField';
import { useOrgLists } from './useOrgLists';

type Form = z.input<typeof generateLinkRequest>;

/**
 * How long a typed employee number or mobile rests before it is looked up.
 * Both look-ups count towards the server's 30 an hour per client whether or
 * not the page still wants the answer, so a value still being typed is not
 * asked about: the next key cancels the look-up before it is sent.
 */
const LOOKUP_DELAY_MS = 400;

const resolver = schemaResolver<Form>(() => import('@schemas/groupbuy').then((m) => m.generateLinkRequest));

/**
 * The staff form of spec section 3 for one product. The employee number is
 * looked up silently (a hint with the masked name), the phone is checked
 * against the register silently before a code is sent, and the organisation
 * comes from the checked common organisation unless changed.
 */
export function GroupBuyLinkForm(props: { kind: PromoteKind }) {
  const { kind } = props;
  const saved = useAppStore((s) => (kind === 'car' ? s.groupBuy.carForm : s.groupBuy.noncarForm));
  const org = useAppStore((s) => s.groupBuy.commonOrgs.find((o) => o.checked));
  const carLink = useAppStore((s) => s.groupBuy.carLink);
  const { setGroupBuyForm, addPromotionLink } = useAppStore.getState();
  const start = org && !saved.comCode ? orgIntoForm(kind, org, saved) : saved;
  const [staffHint, setStaffHint] = useState('');
  const [mobileHint, setMobileHint] = useState('');
  const [link, setLink] = useState(kind === 'car' ? carLink : null);
  const [names, setNames] = useState<string[]>(start.address ? start.address.split(' ') : []);
  const { control, handleSubmit, watch, setValue, setError, formState } = useForm<Form>({
    mode: 'onTouched',
    resolver,
    defaultValues: {
      kind,
      employeeNo: start.employeeNo,
      proCode: start.proCode,
      cityCode: start.cityCode,
      countyCode: start.countyCode,
      address: start.address,
      comCode: start.comCode,
      comName: start.comName,
      promoteProduct: PROMOTE_PRODUCTS[kind],
      promoterName: start.promoterName,
      phoneNumber: start.phoneNumber,
      smsValidCode: '',
      groupuserCode: start.groupuserCode,
      projectCode: start.projectCode,
    },
  });
  const v = watch();
  const { branches, agencies } = useOrgLists(v.proCode ?? '', v.cityCode ?? '', v.comCode ?? '');
  // The draft follows every change; the SMS code is asked for again, the product is the page's.
  useKeptValues(watch, (draft) => setGroupBuyForm(kind, draft), {
    except: ['smsValidCode', 'kind', 'promoteProduct'] as const,
  });
  useEffect(() => {
    const picked = branches.find((b) => b.code === v.comCode);
    if (picked && picked.name !== v.comName) setValue('comName', picked.name);
  }, [branches, v.comCode, v.comName, setValue]);
  // The agent is one of the branch office's agencies: another branch (or region) lists others, and an
  // agent kept from before stayed in the form, sent, while the picker showed 请选择.
  const agentsOf = useRef(v.comCode);
  useEffect(() => {
    if (agentsOf.current === v.comCode) return;
    agentsOf.current = v.comCode;
    setValue('groupuserCode', '');
  }, [v.comCode, setValue]);

  const employeeNo = (v.employeeNo ?? '').trim().toUpperCase();
  // Each hint is for the number and mobile typed now: a look-up for one typed before, answered
  // late, must not overwrite it (latestRead cancels it when the field changes).
  useEffect(() => {
    setStaffHint('');
    if (!/^[0-9A-Z]{4,20}$/.test(employeeNo)) return;
    return latestRead((signal) => {
      const timer = window.setTimeout(() => {
        api(groupbuy.gettgname, { employeeNo }, { signal })
          .then((s) => !signal.aborted && setStaffHint(`${s.promoterName} · ${s.comName}`))
          // Unknown only when the register says so: a look-up refused by its hourly limit, or with no
          // answer, asked nothing, and the number is checked again when the link is generated.
          .catch(
            (err: unknown) =>
              !signal.aborted &&
              setStaffHint(
                err instanceof ApiError && err.code === RESULT.NOT_FOUND
                  ? '未找到该员工工号，请核对'
                  : '暂时无法核对该工号，生成链接时将再次核对',
              ),
          );
      }, LOOKUP_DELAY_MS);
      return () => window.clearTimeout(timer);
    });
  }, [employeeNo]);

  const mobile = normaliseMobile((v.phoneNumber ?? '').trim());
  useEffect(() => {
    setMobileHint('');
    if (!isMobile(mobile) || !/^[0-9A-Z]{4,20}$/.test(employeeNo)) return;
    return latestRead((signal) => {
      const timer = window.setTimeout(() => {
        api(groupbuy.groupCheckMobile, { employeeNo, phoneNumber: mobile }, { signal })
          .then((a) => !signal.aborted && setMobileHint(a.matches ? '' : '该手机号与员工登记的手机号不一致'))
          .catch(() => undefined);
      }, LOOKUP_DELAY_MS);
      return () => window.clearTimeout(timer);
    });
  }, [mobile, employeeNo]);

  // The link appears above the form, out of sight of the button at its foot on a phone: it is brought
  // into view each time one is answered (a link asked again is answered again).
  const result = useRef<HTMLDivElement>(null);
  const [answered, setAnswered] = useState(0);
  useEffect(() => {
    if (answered > 0) result.current?.scrollIntoView?.({ block: 'start' });
  }, [answered]);

  // One link request at a time: a double tap sent two, and the second (its SMS code spent by the first)
  // put a refusal over the link just made.
  const { busy, run } = useOneAtATime(async (form: Form) => {
    // A non-car link is placed down to the county, where the city has counties (东莞, 中山 and 儋州 have
    // none): said under the region at once, not by the server after the code is typed.
    if (kind === 'noncar' && !form.countyCode) {
      const counties = await regionsUnder(form.cityCode ?? '').catch(() => []);
      if (counties.length > 0) return setError('countyCode', { message: '请选择所在区县' }, { shouldFocus: true });
    }
    try {
      const made = await api(groupbuy.generateLink, form);
      setLink(made);
      setAnswered((n) => n + 1);
      addPromotionLink(made, {
        comCode: form.comCode,
        // The branch's name as the server recorded it, from its table.
        comName: made.comName,
        proCode: form.proCode,
        cityCode: form.cityCode,
        countyCode: form.countyCode ?? '',
        address: form.address ?? '',
      });
      setValue('smsValidCode', '');
    } catch {
      // The client has shown why.
    }
  });
  const submit = handleSubmit(run);

  const errors = formState.errors;
  const regionError = errors.proCode?.message ?? errors.cityCode?.message ?? errors.countyCode?.message;
  return (
    <>
      <div ref={result} className="gb-result-anchor">
        {link && <LinkResult link={link} />}
      </div>
      <form onSubmit={submit} noValidate aria-label={`${PROMOTE_PRODUCTS[kind]}推广链接申请`}>
        <h2 className="gb-section-title">推广人信息</h2>
        <TextField control={control} name="employeeNo" label="员工工号" maxLength={20} />
        {staffHint && <p className="gb-hint gb-card">{staffHint}</p>}
        <TextField control={control} name="promoterName" label="推广人姓名" maxLength={TEXT_LIMITS.promoterName} />
        <TextField control={control} name="promoteProduct" label="推广产品" readOnly />
        <h2 className="gb-section-title">出单机构</h2>
        <RegionField
          levels={kind === 'car' ? 2 : 3}
          value={{ proCode: v.proCode ?? '', cityCode: v.cityCode ?? '', countyCode: v.countyCode ?? '', names }}
          error={regionError}
          onChange={(c) => {
            setNames(c.names);
            setValue('proCode', c.proCode, { shouldValidate: true });
            setValue('cityCode', c.cityCode, { shouldValidate: true });
            setValue('countyCode', c.countyCode, { shouldValidate: kind === 'noncar' });
            setValue('address', c.names.filter(Boolean).join(' '));
            setValue('comCode', '');
            setValue('comName', '');
            setValue('groupuserCode', '');
          }}
        />
        <SelectField control={control} name="comCode" label="出单机构" options={branches} />
        <SelectField
          control={control}
          name="groupuserCode"
          label="代理人编号（选填）"
          options={agencies}
          required={false}
        />
        <TextField
          control={control}
          name="projectCode"
          label="项目代码（选填）"
          required={false}
          placeholder="请输入项目代码"
          maxLength={30}
        />
        <h2 className="gb-section-title">推广人身份验证</h2>
        <MobileField control={control} name="phoneNumber" label="手机号码（推广人ID）" />
        {mobileHint && (
          <p className="field-error gb-card" role="status">
            {mobileHint}
          </p>
        )}
        <SmsCodeField control={control} name="smsValidCode" mobile={mobile} purpose="groupBuy" />
        <div className="gb-actions">
          <Button block color="primary" type="submit" loading={busy} data-track={`groupbuy-${kind}-generate`}>
            生成推广链接
          </Button>
        </div>
      </form>
    </>
  );
}
