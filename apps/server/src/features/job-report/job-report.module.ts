import { routesModule } from '../../platform/http/feature-module.ts';
import { createJobReportRepository } from './job-report.repository.ts';
import { jobReportRoutes } from './job-report.routes.ts';
import { createJobReportService } from './job-report.service.ts';

/** The job-search report, on screen and as a PDF. */
export const jobReportModule = routesModule('job-report', jobReportRoutes, ({ db, clock }) => ({
  report: createJobReportService({ repo: createJobReportRepository(db), clock }),
}));
