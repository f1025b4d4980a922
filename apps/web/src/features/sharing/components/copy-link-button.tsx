import type { ButtonProps } from '@mantine/core';
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../shared/ui/toast.ts';

export type CopyLinkButtonProps = Omit<ButtonProps, 'onClick'> & {
  url: string;
  /** Names what is copied for screen readers, e.g. "Copy the link 'For Equinor'". */
  label?: string;
};

/** Puts a link on the clipboard and says so. */
export function CopyLinkButton({ url, label, children, ...props }: CopyLinkButtonProps) {
  const { t } = useTranslation('sharing');
  const handleCopy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t('copy.done'));
    } catch {
      toast.error(t('copy.failed'));
    }
  };
  return (
    <Button variant="light" {...props} aria-label={label} onClick={() => void handleCopy()}>
      {children ?? t('copy.action')}
    </Button>
  );
}
