import type { CSSProperties } from 'react';
import { companyMark } from '../model/company-mark.ts';
import classes from './job-board.module.css';

/** The company's initial in its own colour, like an avatar; decorative, the name is shown beside it. */
export function CompanyInitial({ company }: { company: string }) {
  const mark = companyMark(company);
  if (!mark) return null;
  const style = {
    '--initial-bg': `var(--mantine-color-${mark.color}-light)`,
    '--initial-fg': `var(--mantine-color-${mark.color}-light-color)`,
  } as CSSProperties;
  return (
    <span className={classes.initial} style={style} aria-hidden="true">
      {mark.initial}
    </span>
  );
}
