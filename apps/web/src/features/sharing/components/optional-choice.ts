import type { ReactNode } from 'react';

/** The props of a form's select that may be left at none (null), as its form field hands them over. */
export type OptionalChoiceProps<Value> = {
  value: Value | null | undefined;
  onChange: (value: Value | null) => void;
  onBlur?: () => void;
  error?: ReactNode;
};
