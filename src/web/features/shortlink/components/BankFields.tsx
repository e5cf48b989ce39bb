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

const list = async (body: Parameters<typeof api<typeof shortlink.linkQueryInfo>>[1], signal?: AbortSignal) =>
  (await api(shortlink.linkQueryInfo, body, { signal })).list;

/** Bank, province, city and branch pickers; each later list follows the earlier choices. */
export function BankFields(props: {
  value: BankChoice;
  onChange: (v: BankChoice) => void;
  errors: Partial<Record<keyof BankChoice, string>>;
}) {
  const { value, onChange } = props;
  const [banks, setBanks] = useState<Option[]>([]);
  const [provinces, setProvinces] = useState<Option[]>([]);
  const [cities, setCities] = useState<Option[]>([]);
  const [branches, setBranches] = useState<Option[]>([]);
  useEffect(() => {
    list({ type: 'bank' }).then(setBanks, () => undefined);
    list({ type: 'province' }).then(setProvinces, () => undefined);
  }, []);
  // A new province (or bank and city) empties the list that follows it until its own arrives,
  // and an answer for an earlier choice is dropped: the last province's cities, still offered,
  // were taken and refused on submit as 开户城市与省份不一致 while the field read 请选择.
  useEffect(() => {
    setCities([]);
    if (!value.bankProvince) return;
    return latestRead((signal) => {
      list({ type: 'city', provinceId: value.bankProvince }, signal).then(
        (l) => !signal.aborted && setCities(l),
        () => undefined,
      );
    });
  }, [value.bankProvince]);
  useEffect(() => {
    setBranches([]);
    if (!value.bankName || !value.bankCity) return;
    return latestRead((signal) => {
      list({ type: 'branch', bankId: value.bankName, cityId: value.bankCity }, signal).then(
        (l) => !signal.aborted && setBranches(l),
        () => undefined,
      );
    });
  }, [value.bankName, value.bankCity]);
  return (
    <>
      <SelectField
        label="开户银行"
        value={value.bankName}
        options={banks}
        error={props.errors.bankName}
        onChange={(o) => onChange({ ...value, bankName: o.id, bankSubName: '' })}
      />
      <SelectField
        label="开户省份"
        value={value.bankProvince}
        options={provinces}
        error={props.errors.bankProvince}
        onChange={(o) => onChange({ ...value, bankProvince: o.id, bankCity: '', bankSubName: '' })}
      />
      <SelectField
        label="开户城市"
        value={value.bankCity}
        options={cities}
        disabled={!value.bankProvince}
        error={props.errors.bankCity}
        onChange={(o) => onChange({ ...value, bankCity: o.id, bankSubName: '' })}
      />
      <SelectField
        label="开户网点"
        value={value.bankSubName}
        options={branches}
        disabled={!value.bankName || !value.bankCity}
        error={props.errors.bankSubName}
        onChange={(o) => onChange({ ...value, bankSubName: o.id })}
      />
    </>
  );
}
