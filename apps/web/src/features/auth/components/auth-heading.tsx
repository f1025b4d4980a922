import { Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';

export type AuthHeadingProps = {
  title: string;
  subtitle?: string;
  /** Moves focus here when shown, so a screen reader announces a new step. */
  focusOnMount?: boolean;
};

export function AuthHeading({ title, subtitle, focusOnMount = false }: AuthHeadingProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) headingRef.current?.focus();
  }, [focusOnMount]);
  return (
    <Stack gap={4}>
      <Title order={1} fz="h2" ref={headingRef} tabIndex={-1} style={{ outline: 'none' }}>
        {title}
      </Title>
      {subtitle && <Text c="dimmed">{subtitle}</Text>}
    </Stack>
  );
}
