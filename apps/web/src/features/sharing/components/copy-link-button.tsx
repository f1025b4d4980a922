import type { ButtonProps } from '@mantine/core';
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { copyText } from '../../../shared/ui/copy-text.ts';

export type CopyLinkButtonProps = Omit<ButtonProps, 'onClick'> & {
  url: string;
  /** Names what is copied for screen readers, e.g. "Copy link 'For Equinor'". */
  label?: string;
};

/** Puts a link on the clipboard and says so. */
export function CopyLinkButton({ url, label, children, ...props }: CopyLinkButtonProps) {
  const { t } = useTranslation('sharing');
  return (
    <Button
      variant="light"
      {...props}
      aria-label={label}
      onClick={() => void copyText(url, { done: t('copy.done'), failed: t('copy.failed') })}
    >
      {children ?? t('copy.action')}
    </Button>
  );
}
