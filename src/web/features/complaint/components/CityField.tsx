import { useEffect, useId, useState } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { provinceCodeOf, regionPath } from '../../../../shared/region-path';
import { type Region, regionsUnder } from '../../../api/regions';
import { latestRead } from '../../../ui/latest-read';
import { AppPicker } from '../../../ui/picker';

/**
 * The customer's city as province + city, from the platform's region codes.
 * The second column follows the first: its cities are fetched when a province
 * is turned to. The form holds the city's 8-digit code. A code the tables do
 * not have (an entry link's cityCode, or a draft kept with one) is dropped, so
 * the field asks for the city rather than hold a code the server refuses; a
 * known one, a link's county too, shows by its names.
 */
export function CityField<T extends FieldValues>(props: { control: Control<T>; name: FieldPath<T>; label?: string }) {
  const { control, name, label = '所在城市' } = props;
  const id = useId();
  const [open, setOpen] = useState(false);
  const [provinces, setProvinces] = useState<Region[]>([]);
  const [cities, setCities] = useState<Record<string, Region[]>>({});
  const [display, setDisplay] = useState('');
  const { field, fieldState } = useController({
    control,
    name,
    rules: { validate: (v: unknown) => /^\d{8}$/.test(String(v ?? '')) || `请选择${label}` },
  });

  const load = (province: string) => {
    if (!province || cities[province]) return;
    regionsUnder(province)
      .then((list) => setCities((c) => ({ ...c, [province]: list })))
      .catch(() => undefined);
  };

  useEffect(() => {
    regionsUnder()
      .then(setProvinces)
      .catch(() => undefined);
  }, []);

  const value = String(field.value ?? '');
  const provinceOf = value ? provinceCodeOf(value) : (provinces[0]?.code ?? '');
  // biome-ignore lint/correctness/useExhaustiveDependencies: load only when the chosen province changes
  useEffect(() => {
    if (provinceOf) load(provinceOf);
  }, [provinceOf]);

  // The same tables the picker lists (regionsUnder's cache), judged as the server judges the code.
  // biome-ignore lint/correctness/useExhaustiveDependencies: judged again only when the code changes
  useEffect(() => {
    setDisplay('');
    if (!value) return;
    return latestRead((signal) => {
      regionPath(regionsUnder, value).then(
        (path) => {
          if (signal.aborted) return;
          if (path) setDisplay(path.map((r) => r.name).join(' '));
          // Unknown: emptied, untouched, so no refusal shows until the customer has had a turn.
          else field.onChange('');
        },
        // The tables could not be read: the code may be right, so it is kept (the server judges it).
        () => undefined,
      );
    });
  }, [value]);

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
        className={`form-field-select${display ? '' : ' form-field-select-empty'}`}
        aria-labelledby={`${id}-label`}
        aria-invalid={error ? true : undefined}
        onClick={() => setOpen(true)}
        data-field={name}
      >
        {display || `请选择${label}`}
      </button>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      <AppPicker
        visible={open}
        title={label}
        value={[provinceOf, value || null]}
        columns={(v) => {
          const province = String(v[0] ?? provinces[0]?.code ?? '');
          if (province) load(province);
          return [
            provinces.map((p) => ({ label: p.name, value: p.code })),
            (cities[province] ?? []).map((c) => ({ label: c.name, value: c.code })),
          ];
        }}
        onClose={() => setOpen(false)}
        onConfirm={(v) => {
          // The city the wheel shows (AppPicker); none while the province's cities load, and a province is no city.
          if (v[1]) field.onChange(String(v[1]));
        }}
      />
    </div>
  );
}
