/**
 * Prints the full accuracy report of the "in the wild" set for a note:
 *
 *   npx node apps/server/test/cv-fixtures/wild/score-wild.ts [--mistakes]
 *
 * `--mistakes` adds each tuning document's wrong and missed fields (never a held-out one's).
 */
import { formatWildReport, scoreWildSet } from './report.ts';

console.info(formatWildReport(await scoreWildSet(), process.argv.includes('--mistakes')));
