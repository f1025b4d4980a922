// @ts-check
import { showAlreadyOnBoard } from './already-on-board.js';
import { readJob, saveJob } from './api.js';
import { LANES, PAGE_MAX_BYTES } from './build-config.js';
import { connectPageUrl, hostPattern } from './origins.js';
import { readPage } from './page-reader.js';
import { forgetToken, loadSettings } from './settings.js';
import { applyWords, wordsFor } from './words.js';

/**
 * @import { JobFromLinkResponse } from '@hirelane/contract/job-links'
 * @import { JobLane } from '@hirelane/contract/constants'
 * @import { ApiError } from './api.js'
 * @typedef {Awaited<ReturnType<typeof loadSettings>>} Settings
 * @typedef {Partial<JobFromLinkResponse>} PageRead What Hirelane read from the page (all of it, or
 *   only the address when it could not read the page).
 * @typedef {'position' | 'company' | 'location' | 'deadline' | 'salaryText' | 'postingUrl'} FieldName
 * @typedef {HTMLFormElement & { elements: HTMLFormControlsCollection
 *   & Record<FieldName, HTMLInputElement> & { lane: HTMLSelectElement } }} JobForm
 */

// The toolbar button's popup: read the tab's page, show what Hirelane read from it in a small form
// with a lane to put it in, and save it to the board with the extension's token.

const words = wordsFor(navigator.language);
applyWords(words);
/** An element of popup.html, which has every id asked for. @param {string} id */
const byId = (id) => /** @type {HTMLElement} */ (document.getElementById(id));
const form = /** @type {JobForm} */ (byId('job-form'));
/** @type {FieldName[]} */
const FIELDS = ['position', 'company', 'location', 'deadline', 'salaryText', 'postingUrl'];
const REQUIRED = { position: words.position, company: words.company };

/** @param {'connect' | 'job-form' | 'saved'} section */
const show = (section) => {
  for (const id of ['connect', 'job-form', 'saved']) byId(id).hidden = id !== section;
};
/** @param {string} text */
const setStatus = (text) => {
  byId('status').textContent = text;
};
/**
 * Says what went wrong; focus moves to it unless a field with its own message has it (`focus`).
 * @param {string} text
 */
const showError = (text, { focus = true } = {}) => {
  const error = byId('error');
  error.textContent = text;
  error.hidden = !text;
  if (text && focus) error.focus();
};

/**
 * A refused call's first step: the status cleared and, when the server no longer knows the token
 * (401), the token forgotten and the user asked to connect again. Says whether it was that.
 * @param {ApiError} error
 * @param {Settings} settings
 */
const disconnectedBy = async (error, settings) => {
  setStatus('');
  if (error.status !== 401) return false;
  await forgetToken();
  showConnect(settings, words.disconnected);
  return true;
};

/**
 * The words for a refused call: the server's own sentence when it gave one.
 * @param {ApiError} error
 * @param {string} origin
 */
const errorText = (error, origin) => {
  if (error.code === 'OFFLINE') return words.say('offline', { origin });
  if (error.status === 429) return words.tooMany;
  return words.say('failed', { message: error.message || String(error.status ?? '') });
};

/** The tab to read: `?tab=` when the popup is opened as a page, else the window's active tab. */
const targetTab = async () => {
  const given = Number(new URLSearchParams(window.location.search).get('tab'));
  if (given) return given;
  const [tab] = await chrome.tabs.query({ active: true, currentWindow: true });
  return tab?.id;
};

/** @param {number | undefined} tabId */
const readTab = async (tabId) => {
  if (tabId === undefined) throw new Error('no tab');
  const [result] = await chrome.scripting.executeScript({
    target: { tabId },
    func: readPage,
    args: [PAGE_MAX_BYTES],
  });
  const page = result?.result;
  if (!page || !/^https?:/.test(page.url)) throw new Error('not a web page');
  return page;
};

/**
 * @param {Settings} settings
 * @param {string} [message]
 */
const showConnect = (settings, message = '') => {
  show('connect');
  setStatus('');
  showError(message);
  byId('connect-button').onclick = async () => {
    // Firefox asks the user for the host permission; Chromium granted it at install.
    const granted = await chrome.permissions.request({ origins: [hostPattern(settings.origin)] });
    if (!granted) return showError(words.say('permissionRefused', { origin: settings.origin }));
    await chrome.tabs.create({ url: connectPageUrl(settings.origin) });
    window.close();
  };
  if (!message) byId('connect-button').focus();
};

/** @param {PageRead} read */
const fillForm = (read) => {
  form.elements.position.value = read.position ?? '';
  form.elements.company.value = read.company ?? '';
  form.elements.location.value = read.location ?? '';
  form.elements.deadline.value = read.deadline ?? '';
  form.elements.salaryText.value = read.salaryText ?? '';
  form.elements.postingUrl.value = read.postingUrl ?? '';
  const lane = form.elements.lane;
  lane.replaceChildren(...LANES.map((value) => new Option(words.lanes[value], value)));
  lane.value = 'saved';
};

/** @param {Partial<Record<string, string>>} errors */
const setFieldErrors = (errors) => {
  for (const name of FIELDS) {
    const message = errors[name] ?? '';
    const input = form.elements[name];
    const note = byId(`${name}-error`);
    note.textContent = message;
    note.hidden = !message;
    if (message) input.setAttribute('aria-invalid', 'true');
    else input.removeAttribute('aria-invalid');
  }
  const first = FIELDS.find((name) => errors[name]);
  if (first) form.elements[first].focus();
  return Boolean(first);
};

/**
 * The fields to save: what the form says, and what was read but not shown (pay, description…).
 * @param {PageRead} read
 */
const jobFields = (read) => {
  /** @param {FieldName} name */
  const value = (name) => form.elements[name].value.trim() || null;
  const salaryText = value('salaryText');
  const samePay = salaryText === (read.salaryText ?? null);
  return {
    position: value('position') ?? '',
    company: value('company') ?? '',
    location: value('location'),
    deadline: value('deadline'),
    salaryText,
    salaryMin: samePay ? read.salaryMin : null,
    salaryMax: samePay ? read.salaryMax : null,
    salaryCurrency: samePay ? read.salaryCurrency : null,
    salaryPeriod: samePay ? read.salaryPeriod : null,
    postingUrl: value('postingUrl'),
    workplace: read.workplace,
    employmentType: read.employmentType,
    description: read.description,
    source: read.source,
  };
};

/**
 * @param {Settings & { token: string }} settings
 * @param {PageRead} read
 */
const save = async (settings, read) => {
  const fields = jobFields(read);
  const missing = Object.fromEntries(
    Object.entries(REQUIRED)
      .filter(([name]) => !fields[/** @type {keyof typeof REQUIRED} */ (name)])
      .map(([name, label]) => [name, words.say('required', { field: label })]),
  );
  if (setFieldErrors(missing)) return showError(words.checkFields, { focus: false });
  const button = /** @type {HTMLButtonElement} */ (form.querySelector('button[type="submit"]'));
  button.disabled = true;
  setStatus(words.saving);
  showError('');
  try {
    const lane = /** @type {JobLane} */ (form.elements.lane.value);
    const { job, moved } = await saveJob(settings, words.lang, fields, lane);
    show('saved');
    setStatus('');
    byId('saved-text').textContent = moved
      ? words.say('saved', { lane: words.lanes[lane] })
      : words.say('savedButNotMoved', { lane: words.lanes[lane] });
    const board = Object.assign(document.createElement('a'), {
      href: `${settings.origin}/?job=${encodeURIComponent(job.jobId)}`,
      target: '_blank',
      rel: 'noreferrer',
      textContent: words.openBoard,
    });
    byId('saved').replaceChildren(byId('saved-text'), board);
    board.focus();
  } catch (caught) {
    const error = /** @type {ApiError} */ (caught);
    if (await disconnectedBy(error, settings)) return;
    if (error.status === 400 && setFieldErrors(error.fields ?? {})) {
      return showError(words.checkFields, { focus: false });
    }
    showError(errorText(error, settings.origin));
  } finally {
    button.disabled = false;
  }
};

const start = async () => {
  const settings = await loadSettings();
  const { token } = settings;
  if (!token) return showConnect(settings);
  setStatus(words.reading);
  let page;
  try {
    page = await readTab(await targetTab());
  } catch {
    setStatus('');
    return showError(words.cannotRead);
  }
  /** @type {PageRead} */
  let read;
  try {
    read = await readJob({ ...settings, token }, words.lang, page);
  } catch (caught) {
    const error = /** @type {ApiError} */ (caught);
    if (await disconnectedBy(error, settings)) return;
    // A page Hirelane cannot read still makes a job: the form starts from its address alone.
    if (error.status !== 422 && error.status !== 413) return showError(errorText(error, settings.origin));
    read = { postingUrl: page.url, foundIn: 'nothing' };
  }
  setStatus(read.foundIn === 'nothing' ? words.foundNothing : '');
  fillForm(read);
  show('job-form');
  showAlreadyOnBoard(read, words, settings.origin, form);
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    save({ ...settings, token }, read);
  });
  form.elements.position.focus();
};

start();
