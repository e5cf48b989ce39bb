import {
  CascadePicker,
  type CascadePickerProps,
  DatePicker,
  type DatePickerProps,
  Picker,
  type PickerProps,
} from 'antd-mobile';
import { useMemo } from 'react';
import { MESSAGE_BOX_CANCEL, MESSAGE_BOX_OK } from '../../shared/constants';
import { datePickerRange } from './date-range';
import { PICKER_CLASS } from './picker';
import { shownValue } from './picker-shown';

/*
 * antd's Picker and DatePicker, which bring react-spring and use-gesture
 * (≈27 kB gzip). Loaded by ui/picker.tsx only when a wheel is about to show.
 */

const classes = (className?: string) => [PICKER_CLASS, className].filter(Boolean).join(' ');

/**
 * antd's Picker at the spec's size: 36 px items, 5 visible (section 9). 确定 confirms what the wheels show
 * (shownValue), even when a column arrived too recently for antd to have recorded its first item. Here rather
 * than in ui/picker.tsx so that the rule loads with the wheels, not on every page with a form (~0.3 kB gzip).
 */
export function WheelPicker(props: PickerProps) {
  const { className, columns, onConfirm, ...rest } = props;
  const confirmShown: PickerProps['onConfirm'] =
    onConfirm &&
    ((value) => {
      const shown = shownValue(columns, value);
      onConfirm(shown.value, shown.extend);
    });
  return (
    <Picker
      confirmText={MESSAGE_BOX_OK}
      cancelText={MESSAGE_BOX_CANCEL}
      {...rest}
      columns={columns}
      onConfirm={confirmShown}
      className={classes(className)}
    />
  );
}

/** antd's DatePicker with the spec's ±10-year range and the picker's 36 px × 5 wheel. */
export function WheelDatePicker(props: DatePickerProps) {
  const range = useMemo(() => datePickerRange(), []);
  const { className, ...rest } = props;
  return (
    <DatePicker
      min={range.min}
      max={range.max}
      confirmText={MESSAGE_BOX_OK}
      cancelText={MESSAGE_BOX_CANCEL}
      {...rest}
      className={classes(className)}
    />
  );
}

/** antd's CascadePicker (province, then city) with the same wheel. */
export function WheelCascadePicker(props: CascadePickerProps) {
  const { className, ...rest } = props;
  return (
    <CascadePicker
      confirmText={MESSAGE_BOX_OK}
      cancelText={MESSAGE_BOX_CANCEL}
      {...rest}
      className={classes(className)}
    />
  );
}
