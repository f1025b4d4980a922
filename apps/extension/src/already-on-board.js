// @ts-check
/**
 * @import { JobFromLinkResponse } from '@hirelane/contract/job-links'
 * @import { Words } from './words.js'
 */

/**
 * Says, just above the popup's form, that the page is a job already on the board (the server's
 * `alreadyOnBoard` in the answer of from-page): which job, in which lane, with a link that opens
 * it on the board. The form stays, so the job can still be saved again. Shows nothing otherwise.
 * @param {Partial<JobFromLinkResponse>} read
 * @param {Words} words
 * @param {string} origin
 * @param {HTMLFormElement} form
 */
export const showAlreadyOnBoard = (read, words, origin, form) => {
  const same = read.alreadyOnBoard;
  if (!same) return;
  // A live region that exists before its words come, so screen readers say them.
  const note = Object.assign(document.createElement('p'), { id: 'already-on-board' });
  note.setAttribute('role', 'status');
  form.before(note);
  const open = Object.assign(document.createElement('a'), {
    href: `${origin}/?job=${encodeURIComponent(same.jobId)}`,
    target: '_blank',
    rel: 'noreferrer',
    textContent: words.openExisting,
  });
  setTimeout(() => {
    note.replaceChildren(
      `${words.say('alreadyOnBoard', { position: same.position, lane: words.lanes[same.lane] ?? same.lane })} `,
      open,
    );
  }, 50);
};
