import { type FieldValues, type Path, useController } from 'react-hook-form';
import type { ControlledProps } from './field-props.ts';

/**
 * A form field for an input wired by hand (a month picker, a select, a code): its value and
 * handlers (react-hook-form's useController) with its error in words, from `controlled(name)`.
 * `const relationship = useControlledField(controlled('relationship'));` then
 * `<RelationshipSelect {...relationship} />`, or pick what the input takes.
 */
export function useControlledField<T extends FieldValues, U, N extends Path<T>>({
  control,
  name,
  error,
}: ControlledProps<T, U, N>) {
  const { field } = useController({ control, name });
  return { ...field, error };
}
