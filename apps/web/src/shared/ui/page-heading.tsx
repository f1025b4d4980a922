import { Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';

export type PageHeadingProps = {
  title: string;
  subtitle?: string | undefined;
  /** Moves focus here when shown, so a screen reader announces the new state of the page. */
  focusOnMount?: boolean;
};

export function PageHeading({ title, subtitle, focusOnMount = false }: PageHeadingProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) headingRef.current?.focus();
  }, [focusOnMount]);
  return (
    <Stack gap={4}>
      <Title
        order={1}
        fz="h2"
        ref={headingRef}
        tabIndex={-1}
        style={{ outline: 'none' }}
        // On a page the server drew, its enhancement module moves focus here instead.
        {...(focusOnMount ? { 'data-focus-on-load': '' } : {})}
      >
        {title}
      </Title>
      {subtitle && <Text c="dimmed">{subtitle}</Text>}
    </Stack>
  );
}
