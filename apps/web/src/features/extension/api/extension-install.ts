import type { ExtensionInstallResponse } from '@hirelane/contract/extension';
import { useQuery } from '@tanstack/react-query';
import { getQuery } from '../../../shared/http/get-query.ts';
import { textOf } from '../../../shared/i18n/text-of.ts';

/** GET /extension/install: the store listings this installation names, and the packed build if any. */
export function useExtensionInstall() {
  return useQuery(
    getQuery<ExtensionInstallResponse>(['extension', 'install'], '/extension/install', () =>
      textOf('extension', 'errors.install'),
    ),
  );
}
