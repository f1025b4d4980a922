import { Anchor, Button, type ButtonProps, Group, Stack, TextInput } from '@mantine/core';
import type { AriaRole, ReactNode, Ref } from 'react';
import { copyText } from './copy-text.ts';

export type CopyableLinkProps = {
  url: string;
  /** The field's label, which names the link for screen readers too. */
  label: string;
  description?: string;
  /** The copy button's text, and what the toast says once it copied or could not. */
  copy: { action: string; done: string; failed: string };
  /** The copy button's look: filled where copying is the panel's main action. */
  copyVariant?: ButtonProps['variant'];
  /** A link after the copy button that opens the address in a new tab, with this text. */
  openText?: string;
  /** A live region, for a link that appears after an action ("status"). */
  role?: AriaRole;
  /** Focus the field after making the link: it selects the address for copying. */
  inputRef?: Ref<HTMLInputElement>;
  /** More actions after copy and open. */
  children?: ReactNode;
};

/**
 * An address to hand on: a read-only field that selects it when focused, a button that copies it
 * and says so, then a link that opens it and any other actions.
 */
export function CopyableLink({
  url,
  label,
  description,
  copy,
  copyVariant = 'default',
  openText,
  role,
  inputRef,
  children,
}: CopyableLinkProps) {
  return (
    <Stack gap="xs" role={role}>
      <TextInput
        ref={inputRef}
        label={label}
        description={description}
        value={url}
        readOnly
        onFocus={(event) => event.currentTarget.select()}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
      />
      <Group gap="sm">
        <Button
          variant={copyVariant}
          onClick={() => void copyText(url, { done: copy.done, failed: copy.failed })}
        >
          {copy.action}
        </Button>
        {openText && (
          <Anchor href={url} target="_blank" rel="noopener noreferrer" size="sm">
            {openText}
          </Anchor>
        )}
        {children}
      </Group>
    </Stack>
  );
}
