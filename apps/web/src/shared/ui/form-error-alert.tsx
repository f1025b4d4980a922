import { Alert } from '@mantine/core';
import { type ReactNode, useEffect, useRef } from 'react';

/** A failed submit's message in its form; focus moves here so screen readers and keyboards follow. */
export function FormErrorAlert({ message }: { message: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    // On a page the server drew, its enhancement module focuses it (data-form-error).
    <Alert ref={ref} tabIndex={-1} color="red" variant="light" mt="md" data-form-error="">
      {message}
    </Alert>
  );
}
