import { useState } from 'react';
import { AppPicker } from '../../../ui/picker';

/** Province abbreviations of ordinary plates (shared/rules isLicense). */
export const PROVINCES = Array.from('京津沪渝冀豫云辽黑湘皖鲁新苏浙赣鄂桂甘晋蒙陕吉闽贵粤青藏川宁琼');

/**
 * The whole plate from the province shown and what was typed after it, with
 * the spaces and dots plates are printed with dropped. A whole plate pasted
 * (京A·D12345) keeps its own province. No length limit on the input: it would
 * count the dots and cut A·D12345 to AD1234, a different plate that passes;
 * the page refuses a plate too long instead.
 */
export function plateOf(prefix: string, typed: string): string {
  const clean = typed.replace(/[\s·•.-]/g, '').toUpperCase();
  return PROVINCES.includes(clean.charAt(0)) ? clean : prefix + clean;
}

/**
 * A plate as two parts: the province, picked from a wheel (京 by default),
 * then the letters and digits, typed and upper-cased.
 */
export function PlateInput(props: { value: string; onChange: (plate: string) => void; error?: string }) {
  const [picking, setPicking] = useState(false);
  const prefix = PROVINCES.includes(props.value.charAt(0)) ? props.value.charAt(0) : '京';
  const rest = PROVINCES.includes(props.value.charAt(0)) ? props.value.slice(1) : props.value;
  return (
    <div>
      <label className="form-field-label" htmlFor="nc-plate-rest">
        车牌号码
      </label>
      <div className="nc-plate">
        <button
          type="button"
          className="nc-prefix"
          aria-label={`省份简称：${prefix}，点击选择`}
          onClick={() => setPicking(true)}
        >
          {prefix} ▾
        </button>
        <input
          id="nc-plate-rest"
          className="nc-rest"
          value={rest}
          autoComplete="off"
          placeholder="如 A12345"
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
        columns={[PROVINCES.map((p) => ({ label: p, value: p }))]}
        visible={picking}
        value={[prefix]}
        onClose={() => setPicking(false)}
        onConfirm={(v) => props.onChange(String(v[0] ?? '京') + rest)}
      />
    </div>
  );
}
