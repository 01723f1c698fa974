import { createRequire } from 'node:module';
import { PASSWORD_TOO_COMMON } from '../../shared/schema/users';
import { badRequest } from '../lib/http-error';

// zxcvbn-ts keeps a list of ~50,000 passwords seen most often in breaches. It is read on the
// first check, not at start, and never reaches the browser.
let common: Set<string> | null = null;
function commonPasswords() {
  if (!common) {
    const require = createRequire(import.meta.url);
    const { dictionary } = require('@zxcvbn-ts/language-common') as {
      dictionary: { 'passwords-common': string[] };
    };
    common = new Set(dictionary['passwords-common']);
  }
  return common;
}

/** Refuses a password on the common list (case-insensitive), as a field issue. */
export function refuseCommonPassword(password: string, field = 'password') {
  if (commonPasswords().has(password.trim().toLowerCase())) {
    throw badRequest(PASSWORD_TOO_COMMON, [{ path: field, message: PASSWORD_TOO_COMMON }]);
  }
}
