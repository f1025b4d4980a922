import type { SocialProvider } from '@hirelane/contract/constants';

export type ProviderIconProps = {
  provider: SocialProvider;
  size?: number;
};

// Each provider's own colour, so the button is recognised at a glance (their brand guidelines).
const BRAND = {
  google: { fill: '#fff', stroke: '#dadce0', text: '#4285f4', letter: 'G' },
  facebook: { fill: '#1877f2', stroke: '#1877f2', text: '#fff', letter: 'f' },
} as const;

/** A small round mark with the provider's initial, drawn in its colours; decorative. */
export function ProviderIcon({ provider, size = 18 }: ProviderIconProps) {
  const brand = BRAND[provider];
  return (
    <svg width={size} height={size} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <circle cx="10" cy="10" r="9.25" fill={brand.fill} stroke={brand.stroke} strokeWidth="1.5" />
      <text
        x="10"
        y="14.5"
        textAnchor="middle"
        fontSize="13"
        fontWeight="700"
        fontFamily="Arial, Helvetica, sans-serif"
        fill={brand.text}
      >
        {brand.letter}
      </text>
    </svg>
  );
}
