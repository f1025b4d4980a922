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
 * the result on the input: `<TextInput label={…} {...field('email')} />`.
 */
export function fieldProps<T extends FieldValues>(
  register: UseFormRegister<T>,
  errors: FieldErrors<T>,
  fieldError: FieldErrorText,
) {
  return (name: Path<T>) => ({ ...register(name), error: fieldError(name, get(errors, name)) });
}

/** What a field behind a Controller takes from its form: the form's control, its name and its error in words. */
export type ControlledProps<T extends FieldValues, U, N extends Path<T> = Path<T>> = {
  control: Control<T, unknown, U>;
  name: N;
  error: string | undefined;
};

/**
 * The same for a field that runs through a Controller (DateField, ChoiceField, AmountField,
 * CountryField, SwitchField): its control, name and error in words. `<DateField label={…} {...controlled('deadline')} />`.
 */
export function controlledProps<T extends FieldValues, U>(
  control: Control<T, unknown, U>,
  errors: FieldErrors<T>,
  fieldError: FieldErrorText,
) {
  return <N extends Path<T>>(name: N): ControlledProps<T, U, N> => ({
    control,
    name,
    error: fieldError(name, get(errors, name)),
  });
}
