import type { FeatureModule } from '../../platform/http/feature-module.ts';
import { createJobReportRepository } from './job-report.repository.ts';
import { jobReportRoutes } from './job-report.routes.ts';
import { createJobReportService } from './job-report.service.ts';

/** The job-search report, on screen and as a PDF. */
export const jobReportModule: FeatureModule = {
  name: 'job-report',
  register: async (api, { db, clock }) => {
    await api.register(jobReportRoutes, {
      report: createJobReportService({ repo: createJobReportRepository(db), clock }),
    });
  },
};
