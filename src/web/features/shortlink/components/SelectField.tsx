import { useState } from 'react';
import { AppPicker } from '../../../ui/picker';

export interface Option {
  id: string;
  name: string;
}

/** A labelled row that opens the app's picker over id and name pairs. */
export function SelectField(props: {
  label: string;
  value: string;
  options: Option[];
  onChange: (option: Option) => void;
  disabled?: boolean;
  error?: string;
}) {
  const [open, setOpen] = useState(false);
  const chosen = props.options.find((o) => o.id === props.value);
  return (
    <div className={`form-field${props.error ? ' form-field-invalid' : ''}`}>
      <button
        type="button"
        className="sl-select"
        disabled={props.disabled}
        onClick={() => setOpen(true)}
        aria-label={`${props.label}：${chosen?.name ?? '请选择'}`}
      >
        <span className="sl-select-label">{props.label}</span>
        <span className={chosen ? 'sl-select-value' : 'sl-select-value sl-select-placeholder'}>
          {chosen?.name ?? `请选择${props.label}`}
        </span>
      </button>
      {props.error && (
        <p className="field-error" role="alert">
          {props.error}
        </p>
      )}
      <AppPicker
        visible={open}
        title={props.label}
        columns={[props.options.map((o) => ({ label: o.name, value: o.id }))]}
        value={props.value ? [props.value] : undefined}
        onClose={() => setOpen(false)}
        onConfirm={(v) => {
          const option = props.options.find((o) => o.id === v[0]);
          if (option) props.onChange(option);
        }}
      />
    </div>
  );
}
