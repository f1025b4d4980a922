import type { BulkDataInput, BulkDataResponse, ExtractionResponse } from '@hirelane/contract/cv-import';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cvKeys } from '../../../shared/cv/api/cv-keys.ts';
import { http } from '../../../shared/http/http.ts';

/** POST /cv/openai/generate/cv/sections: the file (part `file`), with upload progress; cancellable. */
export function extractCv(file: File, onProgress: (fraction: number) => void, signal: AbortSignal) {
  const body = new FormData();
  body.append('file', file, file.name);
  return http.post<ExtractionResponse>('/cv/openai/generate/cv/sections', body, {
    onUploadProgress: onProgress,
    signal,
  });
}

/** POST /cv/general/bulk-data; the CV's lists (and the profile) are read again afterwards. */
export function useSaveBulkData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BulkDataInput) => http.post<BulkDataResponse>('/cv/general/bulk-data', body),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: cvKeys.all }),
        // The profile feature's key: an import may have set the headline, phone or place.
        queryClient.invalidateQueries({ queryKey: ['profile'] }),
      ]);
    },
  });
}
