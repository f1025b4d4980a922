// connect.js is a content script (no module): the build wraps it in a function that defines the
// message names the app's connect page uses.
import type { EXTENSION_MESSAGES } from '@hirelane/contract/extension';

declare global {
  const MESSAGES: typeof EXTENSION_MESSAGES;
}
