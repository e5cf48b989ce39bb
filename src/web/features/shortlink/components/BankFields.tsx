import { useEffect, useState } from 'react';
import { shortlink } from '../../../../shared/api/shortlink';
import { api } from '../../../api/client';
import { latestRead } from '../../../ui/latest-read';
import { type Option, SelectField } from './SelectField';

export interface BankChoice {
  bankName: string;
  bankProvince: string;
  bankCity: string;
  bankSubName: string;
}

type ListBody = Parameters<typeof api<typeof shortlink.linkQueryInfo>>[1];

/**
 * One pick list, read when its body (the choices before it) changes, and read again on `retry`.
 * A new body empties it until its own answer comes, and an answer for an earlier body is dropped:
 * the last province's cities, still offered, were taken and refused on submit as 开户城市与省份不一致
 * while the field read 请选择. A failed read is kept as failed, not as an empty list: after one
 * network blip the wheel stayed empty for good and 请选择开户银行 could not be met without a reload.
 */
function usePickList(body: ListBody | null) {
  const key = body ? JSON.stringify(body) : '';
  const [read, setRead] = useState<{ key: string; options: Option[]; failed: boolean }>({
    key: '',
    options: [],
    failed: false,
  });
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key is the body; attempt reads it again
  useEffect(() => {
    setRead({ key, options: [], failed: false });
    if (!body) return;
    return latestRead((signal) => {
      api(shortlink.linkQueryInfo, body, { signal }).then(
        (answer) => !signal.aborted && setRead({ key, options: answer.list, failed: false }),
        () => !signal.aborted && setRead({ key, options: [], failed: true }),
      );
    });
  }, [key, attempt]);
  const current = read.key === key ? read : { options: [], failed: false };
  return { ...current, retry: () => setAttempt((n) => n + 1) };
}

/** Bank, province, city and branch pickers; each later list follows the earlier choices. */
export function BankFields(props: {
  value: BankChoice;
  onChange: (v: BankChoice) => void;
  errors: Partial<Record<keyof BankChoice, string>>;
}) {
  const { value, onChange } = props;
  const banks = usePickList({ type: 'bank' });
  const provinces = usePickList({ type: 'province' });
  const cities = usePickList(value.bankProvince ? { type: 'city', provinceId: value.bankProvince } : null);
  const branches = usePickList(
    value.bankName && value.bankCity ? { type: 'branch', bankId: value.bankName, cityId: value.bankCity } : null,
  );
  return (
    <>
      <SelectField
        label="开户银行"
        value={value.bankName}
        list={banks}
        error={props.errors.bankName}
        onChange={(o) => onChange({ ...value, bankName: o.id, bankSubName: '' })}
      />
      <SelectField
        label="开户省份"
        value={value.bankProvince}
        list={provinces}
        error={props.errors.bankProvince}
        onChange={(o) => onChange({ ...value, bankProvince: o.id, bankCity: '', bankSubName: '' })}
      />
      <SelectField
        label="开户城市"
        value={value.bankCity}
        list={cities}
        disabled={!value.bankProvince}
        error={props.errors.bankCity}
        onChange={(o) => onChange({ ...value, bankCity: o.id, bankSubName: '' })}
      />
      <SelectField
        label="开户网点"
        value={value.bankSubName}
        list={branches}
        disabled={!value.bankName || !value.bankCity}
        error={props.errors.bankSubName}
        onChange={(o) => onChange({ ...value, bankSubName: o.id })}
      />
    </>
  );
}
