import { useEffect } from 'react';
import { errorMessage } from '../../../shared/http/error-message.ts';
import { toast } from '../../../shared/ui/toast.ts';

/**
 * Shows a failed load once as a toast (spec §8: the server's message, else `fallback`). The toast
 * id is the fallback, so the section and the preview reading the same query show one toast.
 */
export function useErrorToast(error: unknown, fallback: string): void {
  useEffect(() => {
    if (error) toast.error(errorMessage(error, fallback), { id: fallback });
  }, [error, fallback]);
}
