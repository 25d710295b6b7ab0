import type { ServiceGroup } from '@/lib/catalogue';

// Self-hosted, inline SVG illustrations, one per service group: a few hundred bytes each, fixed
// size (no layout shift), with a text alternative in the page's language.

/** A line's colour and width: the SVG's stroke and stroke-width attributes. */
const stroke = (colour: string, width: number) => ({ stroke: colour, strokeWidth: String(width) });
/** The brand-blue outline most shapes are drawn with. */
const outline = stroke('#0b6b8f', 4);

const drawings: Record<ServiceGroup, React.ReactNode> = {
  ac: (
    <>
      <rect x="20" y="30" width="160" height="52" rx="10" fill="#fff" {...outline} />
      <path d="M32 66h136" {...stroke('#0b6b8f', 3)} />
      <circle cx="160" cy="46" r="4" fill="#1fa855" />
      <path
        d="M50 96c6 10-6 18 0 28M100 96c6 10-6 18 0 28M150 96c6 10-6 18 0 28"
        fill="none"
        {...stroke('#7cc3de', 4)}
        strokeLinecap="round"
      />
    </>
  ),
  commercial: (
    <>
      <rect x="30" y="60" width="140" height="70" rx="6" fill="#fff" {...outline} />
      <circle cx="70" cy="40" r="18" fill="#d5ecf5" {...outline} />
      <circle cx="130" cy="40" r="18" fill="#d5ecf5" {...outline} />
      <path d="M70 28v24M58 40h24M130 28v24M118 40h24" {...stroke('#0b6b8f', 3)} />
      <path d="M45 80h110M45 95h110M45 110h110" {...stroke('#7cc3de', 4)} />
    </>
  ),
  ventilation: (
    <>
      <circle cx="100" cy="75" r="45" fill="#fff" {...outline} />
      <path
        d="M100 75c0-20 14-30 24-22s-4 22-24 22Zm0 0c20 0 30 14 22 24s-22-4-22-24Zm0 0c0 20-14 30-24 22s4-22 24-22Zm0 0c-20 0-30-14-22-24s22 4 22 24Z"
        fill="#7cc3de"
      />
      <path
        d="M20 40h22M18 110h24M160 40h22M158 110h24"
        {...stroke('#f29f05', 4)}
        strokeLinecap="round"
      />
    </>
  ),
  mep: (
    <>
      <path d="M20 110h70v-50h90" fill="none" {...stroke('#0b6b8f', 10)} strokeLinejoin="round" />
      <circle cx="90" cy="110" r="9" fill="#7cc3de" />
      <path
        d="M120 20 100 70h22l-14 46 40-60h-24l16-36Z"
        fill="#f29f05"
        {...stroke('#d48a00', 3)}
        strokeLinejoin="round"
      />
    </>
  ),
  finishing: (
    <>
      <rect x="20" y="20" width="110" height="110" fill="#eef7fb" {...outline} />
      <rect x="20" y="20" width="110" height="45" fill="#f29f05" opacity=".85" />
      <rect x="120" y="50" width="60" height="26" rx="6" fill="#fff" {...outline} />
      <path d="M150 76v20h-20v34" fill="none" {...stroke('#0b6b8f', 6)} strokeLinejoin="round" />
    </>
  ),
};

export function Illustration({ group, label }: { group: ServiceGroup; label: string }) {
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox="0 0 200 150"
      width="200"
      height="150"
      className="h-auto w-40 shrink-0 sm:w-48"
    >
      <title>{label}</title>
      {drawings[group]}
    </svg>
  );
}
