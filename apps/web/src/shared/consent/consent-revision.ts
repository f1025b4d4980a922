/**
 * The version of the cookie texts and categories the visitor agreed to. Raise it whenever they
 * change: everyone is then asked again, with the dialog's revision message.
 */
export const CONSENT_REVISION = 1;
