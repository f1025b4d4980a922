/*
 * The one script of the form pages (sign-in, sign-up, a forgotten password, the endorser's page):
 * the server draws them and answers their plain HTML forms, which work without it. This module
 * only makes them nicer to use: a form is sent once (its button then shows that it is busy), a
 * password can be shown, focus starts at the first thing the server said was wrong, an e-mailed
 * code keeps its digits only, and a text's count follows what is typed. No framework: plain DOM, a few hundred bytes.
 */

/** A form whose submit is on its way: a second press does nothing. */
const PENDING = 'data-pending';

/** Marks the form busy and its pressed button disabled-looking (the button's value is still sent). */
const markPending = (form: HTMLFormElement, submitter: HTMLElement | null) => {
  form.setAttribute(PENDING, '');
  form.setAttribute('aria-busy', 'true');
  const button = submitter ?? form.querySelector<HTMLElement>('button[type="submit"], button:not([type])');
  if (button) {
    button.setAttribute('aria-disabled', 'true');
    button.setAttribute('data-disabled', 'true');
    button.setAttribute('data-pending', '');
  }
};

/** Clears the busy state (a page the browser restores from its back/forward cache). */
const clearPending = () => {
  for (const form of document.querySelectorAll<HTMLFormElement>(`form[${PENDING}]`)) {
    form.removeAttribute(PENDING);
    form.removeAttribute('aria-busy');
  }
  for (const button of document.querySelectorAll<HTMLElement>('[data-pending]')) {
    button.removeAttribute('aria-disabled');
    button.removeAttribute('data-disabled');
    button.removeAttribute('data-pending');
  }
};

const blockSecondSubmit = () => {
  document.addEventListener('submit', (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement)) return;
    if (form.hasAttribute(PENDING)) {
      event.preventDefault();
      return;
    }
    markPending(form, event.submitter);
  });
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) clearPending();
  });
};

/** The eye button beside a password: shows the characters, and hides them again. */
const revealPasswords = () => {
  for (const toggle of document.querySelectorAll<HTMLElement>('.mantine-PasswordInput-visibilityToggle')) {
    const input = toggle.closest('.mantine-PasswordInput-root')?.querySelector<HTMLInputElement>('input');
    if (!input) continue;
    toggle.setAttribute('aria-pressed', 'false');
    toggle.addEventListener('click', (event) => {
      event.preventDefault();
      const shown = input.type === 'password';
      input.type = shown ? 'text' : 'password';
      toggle.setAttribute('aria-pressed', String(shown));
    });
  }
};

/**
 * Focus where the server's answer needs the visitor: the first field it refused, else why the form
 * failed, else the heading of the step it moved on to.
 */
const focusFirstError = () => {
  const target =
    document.querySelector<HTMLElement>('form [aria-invalid="true"]') ??
    document.querySelector<HTMLElement>('[data-form-error]') ??
    document.querySelector<HTMLElement>('[data-focus-on-load]');
  target?.focus();
};

/** An e-mailed code: digits only, whatever was pasted or autofilled around them ("123 456"). */
const tidyCodes = () => {
  for (const input of document.querySelectorAll<HTMLInputElement>('input[autocomplete="one-time-code"]')) {
    input.addEventListener('input', () => {
      const digits = input.value.replace(/\D/g, '');
      if (digits !== input.value) input.value = digits;
    });
  }
};

/**
 * A text's live count under it (`data-count-one`/`-other`: the sentence for one and for more, its
 * number as #), counted as the server counts it (trimmed), in the page's language.
 */
const liveCounts = () => {
  const plural = new Intl.PluralRules(document.documentElement.lang === 'no' ? 'nb' : 'en');
  for (const field of document.querySelectorAll<HTMLTextAreaElement>('textarea[data-count-other]')) {
    const description = document.getElementById(`${field.id}-description`);
    if (!description) continue;
    field.addEventListener('input', () => {
      const count = field.value.trim().length;
      const sentence = plural.select(count) === 'one' ? field.dataset.countOne : field.dataset.countOther;
      if (sentence) description.textContent = sentence.replace('#', String(count));
    });
  }
};

blockSecondSubmit();
revealPasswords();
focusFirstError();
tidyCodes();
liveCounts();
