import { Button } from '@mantine/core';
import { useStaticPage } from './static-page.ts';

export type PrintButtonProps = { label: string; className?: string };

/** Attribute the print island (public/print-island.js) looks for on a server-rendered page. */
const PRINT_ISLAND = { 'data-print-island': '' };

/**
 * Opens the browser's print dialog; the page's print styles leave only the document on paper. On a
 * server-rendered page it stays hidden until the print island shows it and wires it (no script, no
 * button that does nothing).
 */
export function PrintButton({ label, className }: PrintButtonProps) {
  const staticPage = useStaticPage();
  if (staticPage) {
    return (
      <Button variant="default" className={className} style={{ display: 'none' }} {...PRINT_ISLAND}>
        {label}
      </Button>
    );
  }
  return (
    <Button variant="default" className={className} onClick={() => window.print()}>
      {label}
    </Button>
  );
}
