import { DatePicker, type DatePickerProps } from 'antd-mobile';
import { useMemo } from 'react';
import { MESSAGE_BOX_CANCEL, MESSAGE_BOX_OK } from '../../shared/constants';
import { datePickerRange } from './date-range';
import { PICKER_CLASS } from './picker';

/** antd's DatePicker with the spec's ±10-year range and the picker's 36 px × 5 wheel. */
export function AppDatePicker(props: DatePickerProps) {
  const range = useMemo(() => datePickerRange(), []);
  const { className, ...rest } = props;
  return (
    <DatePicker
      min={range.min}
      max={range.max}
      confirmText={MESSAGE_BOX_OK}
      cancelText={MESSAGE_BOX_CANCEL}
      {...rest}
      className={[PICKER_CLASS, className].filter(Boolean).join(' ')}
    />
  );
}
