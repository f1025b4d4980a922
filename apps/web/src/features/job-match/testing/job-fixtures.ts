export { summary } from '../../../shared/testing/job-summary.ts';
