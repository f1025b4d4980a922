import { EMPLOYMENT_TYPES, JOB_WORKPLACES, SALARY_PERIODS } from '@hirelane/contract/jobs';
import { useTranslation } from 'react-i18next';

/** The job form's choices with their labels in the interface language. */
export function useJobOptions() {
  const { t } = useTranslation('jobs');
  return {
    workplace: JOB_WORKPLACES.map((value) => ({ value, label: t(`options.workplace.${value}`) })),
    employmentType: EMPLOYMENT_TYPES.map((value) => ({ value, label: t(`options.employmentType.${value}`) })),
    salaryPeriod: SALARY_PERIODS.map((value) => ({ value, label: t(`options.salaryPeriod.${value}`) })),
  };
}
