import { Input } from 'antd-mobile';
import { type ReactNode, useId } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import type { RuleName } from '../../../shared/rules';
import { checkRule, inputMaxLengthOf, maxLengthOf } from './rule-check';

export interface TextFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  /** The named rule of shared/rules.ts; forms with a zod resolver validate there instead. */
  rule?: RuleName;
  /**
   * The field's own check, for a rule no name can give: one that depends on another
   * field, as an ID number's on its ID type. True, or the message to show; it runs
   * instead of `rule` and `required`, so it says what an empty value gets as well.
   */
  check?: (value: string) => true | string;
  required?: boolean;
  maxLength?: number;
  placeholder?: string;
  type?: 'text' | 'tel' | 'email' | 'password';
  inputMode?: 'text' | 'numeric' | 'tel' | 'email';
  autoComplete?: string;
  readOnly?: boolean;
  /** Beside the input, e.g. a send-code button or the code image. */
  extra?: ReactNode;
}

/**
 * A labelled text input bound to react-hook-form: placeholder 请输入{label},
 * the length limit checked on the normalised value (rule-check.ts), and the
 * error under the field, announced to screen readers and tied to the input.
 */
export function TextField<T extends FieldValues>(props: TextFieldProps<T>) {
  const { control, name, label, rule, check, required = true, extra } = props;
  const id = useId();
  const { field, fieldState } = useController({
    control,
    name,
    rules: {
      validate: (value: unknown) =>
        check
          ? check(String(value ?? ''))
          : checkRule(rule, value, required, label, maxLengthOf(rule, props.maxLength)),
    },
  });
  const errorId = `${id}-error`;
  const error = fieldState.error?.message;
  return (
    <div className={`form-field${error ? ' form-field-invalid' : ''}`}>
      <label className="form-field-label" htmlFor={id}>
        {label}
      </label>
      <div className="form-field-control">
        <Input
          // The form focuses the first refused field when a submission is refused (react-hook-form's
          // shouldFocusError), which brings it into view: without the ref the focus stayed on the
          // submit button and a refusal far above it went unseen.
          ref={field.ref}
          id={id}
          name={field.name}
          value={(field.value as string | undefined) ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          type={props.type ?? 'text'}
          inputMode={props.inputMode}
          autoComplete={props.autoComplete ?? 'off'}
          maxLength={inputMaxLengthOf(rule, props.maxLength)}
          placeholder={props.placeholder ?? `请输入${label}`}
          readOnly={props.readOnly}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          clearable={!props.readOnly}
        />
        {extra}
      </div>
      {error && (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
