import { useState } from 'react';
import { PLATE_PREFIXES } from '../../../../shared/rules/vehicle';
import { AppPicker } from '../../../ui/picker';

/**
 * The whole plate from the province (or 使) shown and what was typed after it,
 * with the spaces and dots plates are printed with dropped. A whole plate
 * pasted (京A·D12345, 使014·578) keeps its own first character. No length limit on the input: it would
 * count the dots and cut A·D12345 to AD1234, a different plate that passes;
 * the page refuses a plate too long instead.
 */
export function plateOf(prefix: string, typed: string): string {
  const clean = typed.replace(/[\s·•.-]/g, '').toUpperCase();
  return PLATE_PREFIXES.includes(clean.charAt(0)) ? clean : prefix + clean;
}

/**
 * A plate as two parts: the province, picked from a wheel (京 by default; 使,
 * last, for an embassy car, whose plate is 使 and six digits), then the
 * letters and digits, typed and upper-cased.
 */
export function PlateInput(props: { value: string; onChange: (plate: string) => void; error?: string }) {
  const [picking, setPicking] = useState(false);
  const prefix = PLATE_PREFIXES.includes(props.value.charAt(0)) ? props.value.charAt(0) : '京';
  const rest = PLATE_PREFIXES.includes(props.value.charAt(0)) ? props.value.slice(1) : props.value;
  return (
    <div>
      <label className="form-field-label" htmlFor="nc-plate-rest">
        车牌号码
      </label>
      <div className="nc-plate">
        <button
          type="button"
          className="nc-prefix"
          aria-label={`${prefix === '使' ? '使馆车牌' : `省份简称：${prefix}`}，点击选择`}
          onClick={() => setPicking(true)}
        >
          {prefix} ▾
        </button>
        <input
          id="nc-plate-rest"
          className="nc-rest"
          value={rest}
          autoComplete="off"
          placeholder={prefix === '使' ? '如 014578' : '如 A12345'}
          aria-invalid={props.error ? true : undefined}
          aria-describedby={props.error ? 'nc-plate-error' : undefined}
          onChange={(e) => props.onChange(plateOf(prefix, e.target.value))}
        />
      </div>
      {props.error && (
        <p id="nc-plate-error" className="nc-error" role="alert">
          {props.error}
        </p>
      )}
      <AppPicker
        title="选择省份简称"
        columns={[PLATE_PREFIXES.map((p) => ({ label: p === '使' ? '使（使馆）' : p, value: p }))]}
        visible={picking}
        value={[prefix]}
        onClose={() => setPicking(false)}
        onConfirm={(v) => props.onChange(String(v[0] ?? '京') + rest)}
      />
    </div>
  );
}
