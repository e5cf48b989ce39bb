import { Picker, type PickerProps } from 'antd-mobile';
import { MESSAGE_BOX_CANCEL, MESSAGE_BOX_OK } from '../../shared/constants';

/**
 * antd's Picker at the spec's size: 36 px items, 5 visible (section 9). antd
 * reads the item height from CSS, so widgets.css sets `--item-height` and
 * `--height` under this class (on the picker's own element).
 */
export const PICKER_CLASS = 'app-picker';

export function AppPicker(props: PickerProps) {
  const { className, ...rest } = props;
  return (
    <Picker
      confirmText={MESSAGE_BOX_OK}
      cancelText={MESSAGE_BOX_CANCEL}
      {...rest}
      className={[PICKER_CLASS, className].filter(Boolean).join(' ')}
    />
  );
}
