import {
  type Control,
  type FieldErrors,
  type FieldValues,
  get,
  type Path,
  type UseFormRegister,
} from 'react-hook-form';
import type { FieldErrorText } from './use-field-error.ts';

/**
 * The wiring every text field of a form repeats: its registration and its error in words. Spread
 * the result on the input: `<TextInput label={…} {...field('email')} />`. The texts of its errors
 * are `validation.<name>.<code>`, or `validation.<textKey>.<code>` when given (a row of a list,
 * the sign-in password): `field(`links.${index}.url`, 'linkUrl')`.
 */
export function fieldProps<T extends FieldValues>(
  register: UseFormRegister<T>,
  errors: FieldErrors<T>,
  fieldError: FieldErrorText,
) {
  return (name: Path<T>, textKey: string = name) => ({
    ...register(name),
    error: fieldError(textKey, get(errors, name)),
  });
}

/** What a field behind a Controller takes from its form: the form's control, its name and its error in words. */
export type ControlledProps<T extends FieldValues, U, N extends Path<T> = Path<T>> = {
  control: Control<T, unknown, U>;
  name: N;
  error: string | undefined;
};

/**
 * The same for a field that runs through a Controller (DateField, ChoiceField, AmountField,
 * CountryField, SwitchField, useControlledField): its control, name and error in words, its texts
 * found as fieldProps finds them. `<DateField label={…} {...controlled('deadline')} />`.
 */
export function controlledProps<T extends FieldValues, U>(
  control: Control<T, unknown, U>,
  errors: FieldErrors<T>,
  fieldError: FieldErrorText,
) {
  return <N extends Path<T>>(name: N, textKey: string = name): ControlledProps<T, U, N> => ({
    control,
    name,
    error: fieldError(textKey, get(errors, name)),
  });
}
