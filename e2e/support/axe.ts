import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * axe-core finds nothing serious or critical on the page, or inside `include` (a dialog). sonner's
 * toaster is left out, as in accessibility.spec.ts: a toast fading in fails contrast mid-way.
 * A failure names each rule and the elements it found.
 */
export const expectNoSeriousViolations = async (page: Page, include?: string) => {
  let builder = new AxeBuilder({ page }).exclude('[data-sonner-toaster]');
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  const serious = violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''));
  expect(
    serious.map(
      (violation) =>
        `${violation.id}: ${violation.help} ${violation.nodes.map((node) => node.target).join(' ')}`,
    ),
  ).toEqual([]);
};
