import { createRequire } from 'node:module';

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

/** Whether a password is on the common list (case-insensitive). */
export const isCommonPassword = (password: string) =>
  commonPasswords().has(password.trim().toLowerCase());
