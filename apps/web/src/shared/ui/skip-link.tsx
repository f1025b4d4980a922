import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './skip-link.module.css';

export type SkipLinkProps = {
  targetId: string;
};

/** First stop of the keyboard: jumps past the top bar to the page content. */
export function SkipLink({ targetId }: SkipLinkProps) {
  const { t } = useTranslation();
  return (
    <Button component="a" href={`#${targetId}`} className={classes.link}>
      {t('skipToContent')}
    </Button>
  );
}
