// @ts-check
import { DEFAULT_ORIGIN } from './build-config.js';
import { connectPagePattern, hostPattern, originOf } from './origins.js';
import { forgetToken, loadSettings, saveOrigin } from './settings.js';
import { applyWords, wordsFor } from './words.js';

// The settings page: which Hirelane the extension talks to. Another than the build's asks for that
// host's permission (optional, granted here by the user) and runs the connect script on its
// connect page.

/** An element of options.html, which has every id asked for. @param {string} id */
const byId = (id) => /** @type {HTMLElement} */ (document.getElementById(id));
const words = wordsFor(navigator.language);
applyWords(words);
const form = /** @type {HTMLFormElement & { elements: { origin: HTMLInputElement } }} */ (
  byId('origin-form')
);
const input = form.elements.origin;
const fieldError = byId('origin-error');
const status = byId('status');
const CONNECT_SCRIPT = 'hirelane-connect';

const showConnection = async () => {
  const { origin, token } = await loadSettings();
  input.value = origin;
  byId('connection').textContent = words.say(token ? 'connectedTo' : 'notConnected', {
    origin,
  });
};

/** @param {string} message */
const setFieldError = (message) => {
  fieldError.textContent = message;
  fieldError.hidden = !message;
  if (message) {
    input.setAttribute('aria-invalid', 'true');
    input.focus();
  } else input.removeAttribute('aria-invalid');
};

/**
 * The build's Hirelane has its connect script in the manifest; another gets one registered here.
 * @param {string} origin
 */
const useConnectScriptFor = async (origin) => {
  const registered = await chrome.scripting.getRegisteredContentScripts({ ids: [CONNECT_SCRIPT] });
  if (registered.length > 0) await chrome.scripting.unregisterContentScripts({ ids: [CONNECT_SCRIPT] });
  if (origin === DEFAULT_ORIGIN) return;
  await chrome.scripting.registerContentScripts([
    { id: CONNECT_SCRIPT, matches: [connectPagePattern(origin)], js: ['connect.js'], runAt: 'document_idle' },
  ]);
};

form.addEventListener('submit', async (event) => {
  event.preventDefault();
  status.textContent = '';
  const origin = originOf(input.value);
  if (!origin) return setFieldError(words.originInvalid);
  setFieldError('');
  const granted = await chrome.permissions.request({ origins: [hostPattern(origin)] });
  if (!granted) return setFieldError(words.say('permissionRefused', { origin }));
  const before = await loadSettings();
  if (before.origin !== origin) await saveOrigin(origin);
  await useConnectScriptFor(origin);
  status.textContent = words.say('settingsSaved', { origin });
  await showConnection();
});

byId('forget').addEventListener('click', async () => {
  await forgetToken();
  status.textContent = words.forgotten;
  await showConnection();
});

showConnection();
