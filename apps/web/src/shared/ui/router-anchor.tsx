import type { AnchorProps } from '@mantine/core';
import { Anchor } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export type RouterAnchorProps = AnchorProps & {
  to: string;
  /** Optional so <Trans> can fill it from the translation. */
  children?: ReactNode;
  /** '_blank' for links that must not cost the user a half-filled form. */
  target?: '_blank';
};

/** A Mantine-styled link that navigates inside the app without a reload. */
export function RouterAnchor({ to, children, target, ...props }: RouterAnchorProps) {
  return (
    <Anchor component={Link} to={to} {...(target ? { target, rel: 'noopener noreferrer' } : {})} {...props}>
      {children}
    </Anchor>
  );
}
