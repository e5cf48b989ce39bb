import { useId } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { TEXT_LIMITS } from '../../../../shared/constants';
import { textLength } from '../../../../shared/rules/text-length';
import { CountedTextArea } from '../../../ui/counted-text-area';

/** The complaint in the customer's words: up to 300 characters, with a count. */
export function ContentField<T extends FieldValues>(props: {
  control: Control<T>;
  name: FieldPath<T>;
  label?: string;
}) {
  const { control, name, label = '投诉内容' } = props;
  const id = useId();
  const max = TEXT_LIMITS.complaintContent;
  const { field, fieldState } = useController({
    control,
    name,
    rules: {
      validate: (v: unknown) => {
        const text = String(v ?? '').trim();
        if (!text) return '请输入投诉内容';
        return textLength(text) <= max || '投诉内容不能超过300字';
      },
    },
  });
  const error = fieldState.error?.message;
  return (
    <div className={`form-field${error ? ' form-field-invalid' : ''}`}>
      <label className="form-field-label" htmlFor={id}>
        {label}
      </label>
      <CountedTextArea
        // Focused, so brought into view, when it is the first refused field of a submission (TextField).
        ref={field.ref}
        id={id}
        value={String(field.value ?? '')}
        onChange={field.onChange}
        onBlur={field.onBlur}
        max={max}
        autoSize={{ minRows: 4, maxRows: 8 }}
        placeholder="请描述您遇到的问题及诉求（300字以内）"
        aria-invalid={error ? true : undefined}
      />
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
