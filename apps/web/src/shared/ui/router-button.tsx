import type { ButtonProps } from '@mantine/core';
import { Button } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export type RouterButtonProps = ButtonProps & {
  to: string;
  children: ReactNode;
};

/** A link inside the app that looks like a button ("Go to the board"), navigating without a reload. */
export function RouterButton({ to, children, ...props }: RouterButtonProps) {
  return (
    <Button component={Link} to={to} {...props}>
      {children}
    </Button>
  );
}
