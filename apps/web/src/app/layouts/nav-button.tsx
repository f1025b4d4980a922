import { Button } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export type NavButtonProps = {
  to: string;
  /** The page shown is this link's: it stands out and is marked for screen readers. */
  active: boolean;
  onClick?: (() => void) | undefined;
  children: ReactNode;
};

/** A link in a row of navigation buttons (the top bar, a page's tabs). */
export function NavButton({ to, active, onClick, children }: NavButtonProps) {
  return (
    <Button
      component={Link}
      to={to}
      variant={active ? 'light' : 'subtle'}
      color={active ? undefined : 'gray'}
      aria-current={active ? 'page' : undefined}
      onClick={onClick}
    >
      {children}
    </Button>
  );
}
