import { useTranslation } from 'react-i18next';
import { formatCrores } from '@/lib/format';
import { clsx } from 'clsx';

/**
 * The splash illustration: a night stadium under floodlights with the ball in flight and bid chips.
 * Decorative; every colour is a theme token.
 */
export function StadiumArt({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <svg viewBox="0 0 360 240" aria-hidden className={clsx('w-full', className)}>
      <defs>
        <linearGradient id="beam" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="var(--color-gold-300)" stopOpacity="0.55" />
          <stop offset="1" stopColor="var(--color-gold-300)" stopOpacity="0" />
        </linearGradient>
        <radialGradient id="field" cx="50%" cy="40%" r="65%">
          <stop offset="0" stopColor="var(--color-night-600)" />
          <stop offset="1" stopColor="var(--color-night-800)" />
        </radialGradient>
        <radialGradient id="ballFill" cx="35%" cy="30%" r="75%">
          <stop offset="0" stopColor="var(--color-gold-300)" />
          <stop offset="1" stopColor="var(--color-gold-600)" />
        </radialGradient>
      </defs>

      {/* floodlight beams */}
      <path d="M30 20 L 0 200 L 150 200 Z" fill="url(#beam)" opacity="0.45" />
      <path d="M330 20 L 210 200 L 360 200 Z" fill="url(#beam)" opacity="0.45" />
      {/* towers */}
      {[30, 330].map((x) => (
        <g key={x}>
          <rect x={x - 1.5} y="22" width="3" height="120" fill="var(--color-night-600)" />
          <rect x={x - 14} y="10" width="28" height="14" rx="3" fill="var(--color-night-700)" />
          {[-9, -3, 3, 9].map((dx) => (
            <circle key={dx} cx={x + dx} cy="17" r="2.4" fill="var(--color-gold-300)" />
          ))}
        </g>
      ))}

      {/* stands */}
      <ellipse cx="180" cy="178" rx="176" ry="58" fill="var(--color-night-800)" />
      <ellipse cx="180" cy="180" rx="160" ry="48" fill="var(--color-night-700)" opacity="0.7" />
      {/* ground */}
      <ellipse cx="180" cy="184" rx="140" ry="38" fill="url(#field)" />
      <ellipse
        cx="180"
        cy="184"
        rx="126"
        ry="32"
        fill="none"
        stroke="var(--color-gold-300)"
        strokeOpacity="0.45"
        strokeDasharray="3 5"
      />
      {/* pitch */}
      <path
        d="M172 168 L 188 168 L 192 200 L 168 200 Z"
        fill="var(--color-night-200)"
        opacity="0.35"
      />
      <g fill="var(--color-night-100)">
        <rect x="174" y="164" width="1.6" height="6" />
        <rect x="179.2" y="164" width="1.6" height="6" />
        <rect x="184.4" y="164" width="1.6" height="6" />
      </g>

      {/* ball arc */}
      <path
        d="M86 150 C 120 40, 220 30, 262 92"
        fill="none"
        stroke="var(--color-gold-300)"
        strokeOpacity="0.35"
        strokeWidth="2"
        strokeDasharray="2 6"
        strokeLinecap="round"
      />
      <g className="motion-safe:animate-float" style={{ transformOrigin: '262px 96px' }}>
        <circle cx="262" cy="96" r="17" fill="url(#ballFill)" />
        <path
          d="M251 83 C 262 90, 262 102, 272 110"
          fill="none"
          stroke="var(--color-night-800)"
          strokeWidth="1.8"
          strokeLinecap="round"
        />
      </g>

      {/* bid chips */}
      <g>
        <rect
          x="52"
          y="74"
          width="74"
          height="30"
          rx="15"
          fill="var(--color-night-900)"
          stroke="var(--color-gold-400)"
        />
        <text
          x="89"
          y="94"
          textAnchor="middle"
          fontSize="13"
          fontWeight="700"
          fill="var(--color-gold-300)"
        >
          {formatCrores(225)}
        </text>
      </g>
      <g>
        <rect x="270" y="130" width="64" height="26" rx="13" fill="var(--color-gold-500)" />
        <text
          x="302"
          y="147.5"
          textAnchor="middle"
          fontSize="12"
          fontWeight="800"
          fill="var(--color-night-950)"
        >
          {t('splash.sold')}
        </text>
      </g>
    </svg>
  );
}
