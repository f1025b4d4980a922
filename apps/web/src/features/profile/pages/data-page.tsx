import { Stack } from '@mantine/core';
import { AccountHeading } from '../components/account-heading.tsx';
import { ExportDataSection } from '../components/export-data-section.tsx';

/** `/account/data`: a copy of everything Hirelane keeps about the user, as one download. */
export function DataPage() {
  return (
    <Stack gap="lg">
      <AccountHeading page="data" />
      <ExportDataSection />
    </Stack>
  );
}
