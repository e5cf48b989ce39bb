import { useState } from 'react';
import { AppPicker } from '../../../ui/picker';

export interface Option {
  id: string;
  name: string;
}

/** A pick list as it was read: its options, or that the read failed and may be tried again. */
export interface PickList {
  options: Option[];
  failed: boolean;
  retry: () => void;
}

/** A labelled row that opens the app's picker over id and name pairs; a list that failed to load is read again on a tap. */
export function SelectField(props: {
  label: string;
  value: string;
  list: PickList;
  onChange: (option: Option) => void;
  disabled?: boolean;
  error?: string;
}) {
  const [open, setOpen] = useState(false);
  const { options, failed } = props.list;
  const chosen = options.find((o) => o.id === props.value);
  const shown = chosen?.name ?? (failed ? '加载失败，点击重试' : `请选择${props.label}`);
  return (
    <div className={`form-field${props.error ? ' form-field-invalid' : ''}`}>
      <button
        type="button"
        className="sl-select"
        disabled={props.disabled}
        onClick={() => (failed ? props.list.retry() : setOpen(true))}
        aria-label={`${props.label}：${chosen?.name ?? (failed ? '加载失败，点击重试' : '请选择')}`}
      >
        <span className="sl-select-label">{props.label}</span>
        <span className={chosen ? 'sl-select-value' : 'sl-select-value sl-select-placeholder'}>{shown}</span>
      </button>
      {props.error && (
        <p className="field-error" role="alert">
          {props.error}
        </p>
      )}
      <AppPicker
        visible={open}
        title={props.label}
        columns={[options.map((o) => ({ label: o.name, value: o.id }))]}
        value={props.value ? [props.value] : undefined}
        onClose={() => setOpen(false)}
        onConfirm={(v) => {
          const option = options.find((o) => o.id === v[0]);
          if (option) props.onChange(option);
        }}
      />
    </div>
  );
}
