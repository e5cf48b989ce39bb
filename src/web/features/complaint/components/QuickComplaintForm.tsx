import { Button, Radio } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { complaint } from '../../../../shared/api/complaint';
import { CALL_BACK_TIMES, type CodeItem, QUICK_COMPLAINT_SEXES } from '../../../../shared/codes';
import { callBackAt } from '../../../../shared/codes/callback-times';
import { TEXT_LIMITS } from '../../../../shared/constants';
import { normaliseEmail, normaliseMobile, normaliseName } from '../../../../shared/rules';
import { chinaIso } from '../../../../shared/rules/calendar';
import { api } from '../../../api/client';
import { useNavigate } from '../../../app/router';
import { useAppStore } from '../../../store';
import type { QuickComplaintDraft } from '../../../store/slices/complaint';
import { useKeptValues } from '../../../ui/form/kept-values';
import { MobileField } from '../../../ui/form/MobileField';
import { SelectField } from '../../../ui/form/SelectField';
import { TextField } from '../../../ui/form/TextField';
import { useOneAtATime } from '../../../ui/loading';
import { CityField } from './CityField';
import { ContentField } from './ContentField';
import { useSaveWithChosenCity } from './chosen-city';
import { showAck, showFailure } from './outcome';

/**
 * The call-back hours with the day each stands for now, as the server takes them (callBackAt): 今天 for
 * an hour yet to begin in Beijing, else 明天. An hour alone left the customer to guess which day.
 */
function callBackOptions(now: number): CodeItem[] {
  const today = chinaIso(now).slice(0, 10);
  return CALL_BACK_TIMES.map((time) => {
    const at = callBackAt(time.code, now);
    return at ? { code: time.code, name: `${at.slice(0, 10) === today ? '今天' : '明天'} ${time.name}` } : time;
  });
}

const HOUR_MS = 3_600_000;

/**
 * The time now, renewed as each hour begins (Beijing's hours begin with UTC's): an hour's 今天 turns to
 * 明天 then, and a page left open across it said 今天 for an hour the server takes as tomorrow's.
 */
function useHourlyNow(): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setTimeout(() => setNow(Date.now()), HOUR_MS - (now % HOUR_MS) + 1_000);
    return () => clearTimeout(timer);
  }, [now]);
  return now;
}

/** Quick complaint: who to call back, when, and what about. Drafts are kept in the store. */
export function QuickComplaintForm() {
  const navigate = useNavigate();
  const draft = useAppStore((s) => s.complaint.quickComplaint);
  const save = useAppStore((s) => s.setQuickComplaint);
  const cityCode = useAppStore((s) => s.global.basicInfo.cityCode);
  const now = useHourlyNow();
  const { control, handleSubmit, watch } = useForm<QuickComplaintDraft>({
    mode: 'onTouched',
    defaultValues: { ...draft, cityCode: draft.cityCode || cityCode },
  });
  // The draft follows every change; its city once chosen.
  useKeptValues(watch, useSaveWithChosenCity<QuickComplaintDraft>(save, 'cityCode', cityCode, draft.cityCode));

  // One submission at a time: the check in useOneAtATime is synchronous, where a busy
  // state set after the form's asynchronous validation let a double tap through.
  const { busy, run } = useOneAtATime(async (v: QuickComplaintDraft) => {
    try {
      const ack = await api(complaint.submitComplaint, {
        type: 'quick',
        name: normaliseName(v.name),
        sex: v.sex,
        cityCode: v.cityCode,
        phoneNumber: normaliseMobile(v.phoneNumber.trim()),
        callBackTime: v.callBackTime,
        content: v.content.trim(),
        email: v.email.trim() ? normaliseEmail(v.email.trim()) : '',
      });
      save({ content: '' });
      showAck(navigate, 'quick', ack);
    } catch (err) {
      showFailure(navigate, err, '/quick-complaint');
    }
  });
  const submit = handleSubmit(run);

  return (
    <form onSubmit={submit} noValidate aria-label="快速投诉">
      <TextField control={control} name="name" label="姓名" rule="isName" maxLength={TEXT_LIMITS.complaintName} />
      <div className="form-field">
        <span className="form-field-label">性别</span>
        <Controller
          control={control}
          name="sex"
          render={({ field }) => (
            <Radio.Group value={field.value} onChange={(v) => field.onChange(String(v))}>
              <div className="cx-radios">
                {QUICK_COMPLAINT_SEXES.map((s) => (
                  <Radio key={s.code} value={s.code}>
                    {s.name}
                  </Radio>
                ))}
              </div>
            </Radio.Group>
          )}
        />
      </div>
      <CityField control={control} name="cityCode" />
      <MobileField control={control} name="phoneNumber" />
      <SelectField control={control} name="callBackTime" label="回电时间" options={callBackOptions(now)} />
      <ContentField control={control} name="content" />
      <TextField
        control={control}
        name="email"
        label="电子邮箱（选填）"
        rule="isEmail"
        required={false}
        type="email"
        inputMode="email"
        placeholder="请输入电子邮箱"
      />
      <div className="cx-actions">
        <Button block color="primary" type="submit" loading={busy} data-track="quick-complaint-submit">
          提交投诉
        </Button>
      </div>
      <p className="cx-note">提交后我们将按您选择的时间回电，受理编号将以短信发送到您的手机。</p>
    </form>
  );
}
