import { useId } from 'react';
import classes from './cv-design-panel.module.css';

export type ChoiceChipsProps<Value extends string> = {
  legend: string;
  hint?: string;
  options: readonly { value: Value; label: string }[];
  value: Value;
  onChange: (value: Value) => void;
};

/** A small set of choices as one row of radio buttons (a fieldset: named, arrow keys move). */
export function ChoiceChips<Value extends string>({
  legend,
  hint,
  options,
  value,
  onChange,
}: ChoiceChipsProps<Value>) {
  const name = useId();
  const hintId = useId();
  return (
    <fieldset className={classes.fieldset} aria-describedby={hint ? hintId : undefined}>
      <legend className={classes.legend}>{legend}</legend>
      {hint && (
        <p id={hintId} className={classes.hint}>
          {hint}
        </p>
      )}
      <div className={classes.chips}>
        {options.map((option) => (
          <label key={option.value} className={classes.chip}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className={classes.chipInput}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
