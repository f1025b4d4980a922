import { PASSWORD_MIN_LENGTH } from '@hirelane/contract/constants';
import { dictionary } from '@zxcvbn-ts/language-common';

/** Breached/common passwords long enough to pass the length rule (NIST 800-63B blocklist). */
let blocklist: Set<string> | undefined;

export const isCommonPassword = (password: string): boolean => {
  blocklist ??= new Set(
    dictionary['passwords-common'].filter((entry) => entry.length >= PASSWORD_MIN_LENGTH),
  );
  return blocklist.has(password.toLowerCase());
};
