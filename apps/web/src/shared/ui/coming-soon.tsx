import { Badge } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyPage } from './empty-page.tsx';

export type ComingSoonProps = {
  title: string;
  description: string;
  children?: ReactNode;
};

/** Honest empty state for a screen whose feature is not built yet. */
export function ComingSoon({ title, description, children }: ComingSoonProps) {
  const { t } = useTranslation();
  return (
    <EmptyPage
      title={title}
      description={description}
      badge={
        <Badge variant="light" size="lg">
          {t('comingSoon')}
        </Badge>
      }
    >
      {children}
    </EmptyPage>
  );
}
