import { JOB_REPORT_FILE_NAME } from '@hirelane/contract/constants';
import { FALLBACK_ERRORS } from '@hirelane/contract/errors';
import type { JobReport } from '@hirelane/contract/job-report';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { fetchFile, saveFile } from '../../../shared/http/download-file.ts';
import { http } from '../../../shared/http/http.ts';

export type ReportRange = { from: string; to: string };
const query = ({ from, to }: ReportRange) => `from=${from}&to=${to}`;

/** GET /jobs/reports/statistics; the last answer stays on screen while a new range loads. */
export function useJobReport(range: ReportRange) {
  return useQuery({
    queryKey: ['job-report', range.from, range.to],
    queryFn: ({ signal }) => http.get<JobReport>(`/jobs/reports/statistics?${query(range)}`, { signal }),
    placeholderData: keepPreviousData,
    meta: { errorToast: () => FALLBACK_ERRORS.loadJobReport },
  });
}

/** GET /jobs/reports/statistics/download, saved under the server's name (else the fixed one). */
export function useDownloadJobReport() {
  return useMutation({
    mutationFn: async (range: ReportRange) =>
      saveFile(
        await fetchFile(http, `/jobs/reports/statistics/download?${query(range)}`, {
          fallbackName: JOB_REPORT_FILE_NAME(new Date().toISOString().slice(0, 10)),
        }),
      ),
    meta: { errorToast: () => FALLBACK_ERRORS.downloadJobReport },
  });
}
