import type { MantineColor } from '@mantine/core';

export type JobCardIllustrationProps = {
  company: string;
  position: string;
  lane: string;
  detail: string;
  /** Lane accent colour: a thin bar and the badge, never a fill. */
  color: MantineColor;
  /** Degrees; a small tilt makes a pair of cards feel like a real board. */
  tilt?: number;
};

/**
 * A job card as it appears on the board — company initial, position, lane badge and next step —
 * drawn in SVG with the theme's CSS variables, so it follows light and dark schemes.
 */
export function JobCardIllustration({
  company,
  position,
  lane,
  detail,
  color,
  tilt = 0,
}: JobCardIllustrationProps) {
  const accent = `var(--mantine-color-${color}-filled)`;
  const badgeText = `var(--mantine-color-${color}-light-color)`;
  const badgeFill = `var(--mantine-color-${color}-light)`;
  const badgeWidth = 18 + lane.length * 7.5;
  return (
    <svg
      viewBox="0 0 320 150"
      width="100%"
      aria-hidden="true"
      focusable="false"
      style={{ transform: `rotate(${tilt}deg)`, maxWidth: 'calc(20rem * var(--mantine-scale))' }}
    >
      <rect
        x="1"
        y="1"
        width="318"
        height="148"
        rx="14"
        fill="var(--mantine-color-body)"
        stroke="var(--mantine-color-default-border)"
      />
      <rect x="1" y="18" width="4" height="114" rx="2" fill={accent} />
      <circle cx="42" cy="44" r="20" fill={badgeFill} />
      <text x="42" y="50" textAnchor="middle" fontSize="18" fontWeight="700" fill={badgeText}>
        {company.charAt(0).toUpperCase()}
      </text>
      <text x="74" y="40" fontSize="16" fontWeight="650" fill="var(--mantine-color-text)">
        {position}
      </text>
      <text x="74" y="60" fontSize="13" fill="var(--mantine-color-dimmed)">
        {company}
      </text>
      <rect x="22" y="84" width={badgeWidth} height="22" rx="11" fill={badgeFill} />
      <text
        x={22 + badgeWidth / 2}
        y="99"
        textAnchor="middle"
        fontSize="12"
        fontWeight="600"
        fill={badgeText}
      >
        {lane}
      </text>
      <g stroke="var(--mantine-color-dimmed)" strokeWidth="1.5" fill="none">
        <rect x="22" y="117" width="14" height="13" rx="3" />
        <path d="M22 121.5h14M26 115v4M32 115v4" />
      </g>
      <text x="44" y="128" fontSize="12" fill="var(--mantine-color-dimmed)">
        {detail}
      </text>
    </svg>
  );
}
