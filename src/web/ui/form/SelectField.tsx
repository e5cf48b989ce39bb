import { useId, useState } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import type { CodeItem } from '../../../shared/codes';
import { AppPicker } from '../picker';

export interface SelectFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  options: readonly CodeItem[];
  /** Shown when nothing is chosen, and as the error when a choice is required. */
  placeholder?: string;
  required?: boolean;
  /**
   * The options are still being read (a list that depends on another field): said on the field,
   * which does not open, since an empty picker's 确定 chose nothing and seemed to have worked.
   */
  loading?: boolean;
}

/**
 * A labelled choice from a code table, opened as the app's picker (36 px rows,
 * 5 visible). The form holds the code; the customer reads the name.
 */
export function SelectField<T extends FieldValues>(props: SelectFieldProps<T>) {
  const { control, name, label, options, required = true, loading = false } = props;
  const placeholder = props.placeholder ?? `请选择${label}`;
  const id = useId();
  const [open, setOpen] = useState(false);
  const { field, fieldState } = useController({
    control,
    name,
    rules: { validate: (v: unknown) => !required || options.some((o) => o.code === v) || placeholder },
  });
  const chosen = options.find((o) => o.code === field.value);
  const error = fieldState.error?.message;
  return (
    <div className={`form-field${error ? ' form-field-invalid' : ''}`}>
      <span className="form-field-label" id={`${id}-label`}>
        {label}
      </span>
      <button
        // Focused, so brought into view, when it is the first refused field of a submission (TextField).
        ref={field.ref}
        type="button"
        className={`form-field-select${chosen ? '' : ' form-field-select-empty'}`}
        aria-labelledby={`${id}-label`}
        aria-describedby={error ? `${id}-error` : undefined}
        aria-invalid={error ? true : undefined}
        disabled={loading}
        aria-busy={loading || undefined}
        onClick={() => setOpen(true)}
        onBlur={field.onBlur}
        data-field={name}
      >
        {chosen?.name ?? (loading ? `正在加载${label}…` : placeholder)}
      </button>
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
      <AppPicker
        visible={open}
        title={label}
        columns={[options.map((o) => ({ label: o.name, value: o.code }))]}
        value={chosen ? [chosen.code] : [options[0]?.code ?? null]}
        onClose={() => setOpen(false)}
        onConfirm={(value) => field.onChange(value[0] ?? '')}
      />
    </div>
  );
}
