import type { CascadePickerProps, DatePickerProps, PickerProps } from 'antd-mobile';
import { lazy, Suspense, useEffect, useState } from 'react';
import { whenIdle } from './idle';

/**
 * antd reads the wheel's item height from CSS, so widgets.css sets
 * `--item-height` and `--height` under this class (on the picker's own element).
 */
export const PICKER_CLASS = 'app-picker';

/**
 * The wheels load when one is first opened rather than with the page: a form's
 * first screen shows fields, not wheels, and antd's pickers weigh ≈27 kB gzip
 * (issue 9). Once a page with a picker is idle the wheels are fetched anyway,
 * so a tap opens them at once.
 */
const loadWheels = () => import('./wheel-pickers');
const WheelPicker = lazy(() => loadWheels().then((m) => ({ default: m.WheelPicker })));
const WheelDatePicker = lazy(() => loadWheels().then((m) => ({ default: m.WheelDatePicker })));
const WheelCascadePicker = lazy(() => loadWheels().then((m) => ({ default: m.WheelCascadePicker })));

/** True from the first time the picker is asked to show; it then stays mounted so it can animate out. */
function useOpenedOnce(visible: boolean | undefined): boolean {
  const [opened, setOpened] = useState(Boolean(visible));
  if (visible && !opened) setOpened(true);
  useEffect(() => {
    if (!opened) whenIdle(() => void loadWheels().catch(() => undefined));
  }, [opened]);
  return opened;
}

/** antd's Picker at the spec's size: 36 px items, 5 visible (section 9); 确定 confirms what the wheels show (WheelPicker). */
export function AppPicker(props: PickerProps) {
  if (!useOpenedOnce(props.visible)) return null;
  return (
    <Suspense fallback={null}>
      <WheelPicker {...props} />
    </Suspense>
  );
}

/** antd's DatePicker with the spec's ±10-year range and the picker's 36 px × 5 wheel. */
export function AppDatePicker(props: DatePickerProps) {
  if (!useOpenedOnce(props.visible)) return null;
  return (
    <Suspense fallback={null}>
      <WheelDatePicker {...props} />
    </Suspense>
  );
}

/** antd's CascadePicker (a column per level) with the same wheel. */
export function AppCascadePicker(props: CascadePickerProps) {
  if (!useOpenedOnce(props.visible)) return null;
  return (
    <Suspense fallback={null}>
      <WheelCascadePicker {...props} />
    </Suspense>
  );
}
