import { CLIENT_ERRORS } from '@hirelane/contract/errors';
import { type ApiError, offlineError } from '../http/api-error.ts';
import { showErrorToast } from '../http/error-toast.ts';

/**
 * The failure of a change that cannot wait offline (a file is not kept in this browser), found
 * before any call: toasted as a mutation's failure is, so the form that throws it says the same
 * words (useContractForm's `submitError` reads them from the toast).
 */
export function needsConnection(): ApiError {
  const error = offlineError();
  showErrorToast(error, { errorToast: () => CLIENT_ERRORS.offline });
  return error;
}
