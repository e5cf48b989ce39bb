import { useId, useRef, useState } from 'react';
import {
  type Control,
  type FieldErrors,
  type FieldPath,
  type FieldValues,
  type ResolverResult,
  useController,
} from 'react-hook-form';
import { ID_TYPES, RESIDENT_ID_TYPE } from '../../../shared/codes';
import { idNumberMessages, idNumberProblem } from '../../../shared/rules';
import { AppPicker } from '../picker';
import { TextField } from './TextField';

export interface IdDocumentFieldsProps<T extends FieldValues> {
  control: Control<T>;
  /** The form's ID type field: a code of the idType table, RESIDENT_ID_TYPE by default. */
  typeName: FieldPath<T>;
  /** The form's ID number field. */
  numberName: FieldPath<T>;
  /** Whose ID, e.g. 被保险人: the type picker reads 被保险人证件类型. */
  whose: string;
  /** The number's label; 证件号码 unless the form names whose beside it. */
  label?: string;
  /** The number's placeholder while the type is the resident ID; 请输入<whose>身份证号 unless given. */
  residentPlaceholder?: string;
}

/**
 * The ID type (the idType code list the server serves, from the same shared
 * table) and the ID number checked by that type's rule, as the server checks
 * it: a car is insured by companies (统一社会信用代码) and by people without a
 * resident ID as well. The resident ID stays the default, with its old words.
 */
export function IdDocumentFields<T extends FieldValues>(props: IdDocumentFieldsProps<T>) {
  const { control, typeName, numberName, whose, label = '证件号码' } = props;
  const id = useId();
  const [open, setOpen] = useState(false);
  const typeField = useController({ control, name: typeName }).field;
  // The number's own controller (TextField registers its check): read here to judge it again on a new type.
  const numberField = useController({ control, name: numberName });
  const idType = String(typeField.value || RESIDENT_ID_TYPE);
  // The number's check reads the type chosen now, not the one of the render that registered it.
  const typeNow = useRef(idType);
  typeNow.current = idType;
  // Empty gets the type's own 请输入… message; anything else, cleaned, the type's rule.
  const checkNumber = (value: string) => idNumberProblem(typeNow.current, value) ?? true;
  const chosen = ID_TYPES.find((t) => t.code === idType) ?? ID_TYPES[0];
  const placeholder =
    idType === RESIDENT_ID_TYPE
      ? (props.residentPlaceholder ?? `请输入${whose}身份证号`)
      : idNumberMessages(idType).requiredMessage;
  return (
    <>
      <div className="form-field">
        <span className="form-field-label" id={`${id}-type`}>
          {whose}证件类型
        </span>
        <div className="form-field-control">
          <button
            type="button"
            className="form-field-select"
            aria-labelledby={`${id}-type`}
            aria-haspopup="dialog"
            onClick={() => setOpen(true)}
            data-field={typeName}
          >
            {chosen.name}
          </button>
        </div>
        <AppPicker
          visible={open}
          title={`${whose}证件类型`}
          columns={[ID_TYPES.map((t) => ({ label: t.name, value: t.code }))]}
          value={[chosen.code]}
          onClose={() => setOpen(false)}
          onConfirm={(value) => {
            const next = String(value[0] ?? RESIDENT_ID_TYPE);
            typeField.onChange(next);
            typeNow.current = next;
            // A number refused under the old type (请输入正确的身份证号码) is judged again under the new
            // one at once, as a change of the number itself would be, not left standing until the next edit.
            if (numberField.fieldState.error) numberField.field.onChange(numberField.field.value);
          }}
        />
      </div>
      <TextField control={control} name={numberName} label={label} placeholder={placeholder} check={checkNumber} />
    </>
  );
}

/**
 * A schema resolver's answer with the ID number judged against its type as well. The contract
 * judges it in a refinement of the whole request, which zod skips once another field is refused;
 * judged here too, every wrong field shows at once. A number the schema already refused keeps
 * the schema's message.
 */
export function withIdNumberProblem<T extends FieldValues>(
  result: ResolverResult<T>,
  values: Record<string, unknown>,
  typeKey: string,
  numberKey: string,
): ResolverResult<T> {
  const problem = idNumberProblem(String(values[typeKey] || RESIDENT_ID_TYPE), String(values[numberKey] ?? ''));
  if (!problem || numberKey in result.errors) return result;
  const errors = { ...result.errors, [numberKey]: { type: 'validate', message: problem } };
  return { values: {}, errors: errors as FieldErrors<T> };
}
