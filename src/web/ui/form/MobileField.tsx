import type { FieldValues } from 'react-hook-form';
import { TextField, type TextFieldProps } from './TextField';

/** No maxLength either: the rule's 11 digits count the cleaned number, the input would cut the raw text. */
export type MobileFieldProps<T extends FieldValues> = Omit<
  TextFieldProps<T>,
  'rule' | 'type' | 'inputMode' | 'label' | 'maxLength'
> & {
  /** 手机号码 unless the form names whose it is (投保手机号, 分享人手机号（选填）). */
  label?: string;
};

/**
 * A mobile number field, as every form has one: the shared isMobile rule (the
 * server's field.mobile) with no input maxlength, so a number pasted as a contact
 * card writes it (138 0013 8000, +86 13800138000) is taken whole and counted once
 * cleaned (rule-check.ts), and the phone's dial pad, which has the + as well.
 */
export function MobileField<T extends FieldValues>(props: MobileFieldProps<T>) {
  return <TextField {...props} label={props.label ?? '手机号码'} rule="isMobile" type="tel" inputMode="tel" />;
}
