import { Anchor, Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { CopyLinkButton } from './copy-link-button.tsx';

export type PublicUrlActionsProps = {
  url: string;
  /** The open button's text. */
  openText: string;
  /** Name the copy and open buttons for screen readers where several stand on one page. */
  copyLabel?: string;
  openLabel?: string;
  /** More buttons after copy and open. */
  children?: ReactNode;
};

/** A public address written out as a link (in a new tab), then buttons to copy and open it. */
export function PublicUrlActions({ url, openText, copyLabel, openLabel, children }: PublicUrlActionsProps) {
  return (
    <>
      <Anchor
        href={url}
        target="_blank"
        rel="noopener noreferrer"
        size="sm"
        style={{ wordBreak: 'break-all' }}
      >
        {url}
      </Anchor>
      <Group gap="xs">
        <CopyLinkButton size="xs" url={url} label={copyLabel} />
        <Button
          size="xs"
          variant="default"
          component="a"
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={openLabel}
        >
          {openText}
        </Button>
        {children}
      </Group>
    </>
  );
}
