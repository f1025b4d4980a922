import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../../shared/ui/page-heading.tsx';

export type AccountHeadingProps = {
  /** The account page: its title and description are `<page>.pageTitle` and `.pageDescription`. */
  page: 'profile' | 'password' | 'data' | 'delete';
};

export function AccountHeading({ page }: AccountHeadingProps) {
  const { t } = useTranslation('account');
  return <PageHeading title={t(`${page}.pageTitle`)} subtitle={t(`${page}.pageDescription`)} />;
}
