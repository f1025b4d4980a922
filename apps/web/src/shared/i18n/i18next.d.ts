import type auth from '../../../public/locales/en/auth.json';
import type common from '../../../public/locales/en/common.json';
import type legal from '../../../public/locales/en/legal.json';

// Typed keys: a misspelt translation key fails the typecheck instead of showing the key on screen.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: { common: typeof common; auth: typeof auth; legal: typeof legal };
  }
}
