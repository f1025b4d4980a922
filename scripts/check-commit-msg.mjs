#!/usr/bin/env node
// The commit-msg hook: a subject of one imperative line of at most 72 characters, a blank line,
// then a body that says why (and the figures). `git log --oneline` then reads like a changelog.
// Merges and fixup!/squash! commits pass as git wrote them.
import fs from 'node:fs';

const MAX_SUBJECT = 72;

/** The problems of one commit message (comments and the scissors part left out, as git does). */
export const commitMessageProblems = (message) => {
  const lines = message
    .split('# ------------------------ >8 ------------------------')[0]
    .split('\n')
    .filter((line) => !line.startsWith('#'));
  const [subject = '', separator, ...body] = lines;
  if (/^(Merge |Revert "|fixup! |squash! |amend! )/.test(subject)) return [];
  const problems = [];
  if (subject.trim() === '') problems.push('the subject is empty');
  if (subject.length > MAX_SUBJECT)
    problems.push(`the subject has ${subject.length} characters; at most ${MAX_SUBJECT}`);
  if (/\.\s*$/.test(subject)) problems.push('the subject ends with a full stop');
  if (/^(Added|Adds|Fixed|Fixes|Changed|Changes|Removed|Removes|Updated|Updates) /.test(subject))
    problems.push('the subject is not imperative ("Add …", not "Added …" or "Adds …")');
  if (separator !== undefined && separator.trim() !== '') problems.push('the second line is not blank');
  if (!body.some((line) => line.trim() !== ''))
    problems.push('there is no body: say why, below a blank line');
  return problems;
};

if (import.meta.url === `file://${process.argv[1]}`) {
  const file = process.argv[2];
  if (!file) {
    console.error('usage: check-commit-msg.mjs <message file>');
    process.exit(2);
  }
  const problems = commitMessageProblems(fs.readFileSync(file, 'utf8'));
  if (problems.length > 0) {
    console.error(`commit message: ${problems.join('; ')}.`);
    process.exit(1);
  }
}
