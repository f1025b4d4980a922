import { createElement, Fragment, type ReactElement, type ReactNode, type SVGProps } from 'react';

/** Props of the small line icons (decorative: the control around them carries the label). */
export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & { size?: number | string };

/** A 24×24 line icon drawn with the current text colour; features draw their shapes inside. */
function LineIcon({ size = '1em', children, ...props }: IconProps & { children: ReactNode }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

/**
 * The line icon that draws `shapes` (paths, circles, rects on the 24×24 grid), as a component. A
 * call has no side effects (the annotation), so the bundle drops an icon no screen uses.
 */
/* @__NO_SIDE_EFFECTS__ */
export function lineIcon(...shapes: ReactElement[]): (props: IconProps) => ReactNode {
  const drawing = createElement(Fragment, null, ...shapes);
  return (props) => <LineIcon {...props}>{drawing}</LineIcon>;
}
