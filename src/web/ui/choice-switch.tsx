import './choice-switch.css';

export interface Choice<V> {
  value: V;
  text: string;
}

/**
 * A form's way of asking (by plate or by policy number; a plated car or a new
 * one): one button per way, the chosen one pressed (aria-pressed), all in a
 * fieldset named by `label` or by the element `labelledBy` names. One
 * component, so the renewal, delivery and order-pay forms look and answer alike.
 */
export function ChoiceSwitch<V extends string | boolean>(props: {
  choices: Choice<V>[];
  value: V;
  onChange: (value: V) => void;
  label?: string;
  labelledBy?: string;
}) {
  const { choices, value, onChange, label, labelledBy } = props;
  return (
    <fieldset className="choice-switch" aria-label={label} aria-labelledby={labelledBy}>
      {choices.map((choice) => (
        <button
          key={String(choice.value)}
          type="button"
          aria-pressed={choice.value === value}
          onClick={() => onChange(choice.value)}
        >
          {choice.text}
        </button>
      ))}
    </fieldset>
  );
}
