import { type FieldErrors, type FieldValues, get, type Path, type UseFormRegister } from 'react-hook-form';
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
