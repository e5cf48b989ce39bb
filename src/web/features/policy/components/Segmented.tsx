import { useId } from 'react';

/** A row of choices, one selected: real radio inputs under pill labels, sized for thumbs. */
export function Segmented<T extends string>(props: {
  label: string;
  value: T;
  options: Array<{ value: T; label: string }>;
  onChange: (value: T) => void;
}) {
  const name = useId();
  return (
    <fieldset className="pl-seg">
      <legend className="pl-visually-hidden">{props.label}</legend>
      {props.options.map((o) => (
        <label key={o.value} className={o.value === props.value ? 'pl-seg-item pl-seg-on' : 'pl-seg-item'}>
          <input
            className="pl-seg-input"
            type="radio"
            name={name}
            value={o.value}
            checked={o.value === props.value}
            onChange={() => props.onChange(o.value)}
          />
          {o.label}
        </label>
      ))}
    </fieldset>
  );
}
