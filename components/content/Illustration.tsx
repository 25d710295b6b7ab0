import type { ServiceGroup } from '@/lib/catalogue';

// Self-hosted, inline SVG illustrations, one per service group and one per finishing trade (a tiling
// page shows tiles, not the painting's roller): a few hundred bytes each, fixed size (no layout
// shift), with a text alternative in the page's language (common.illustrations).

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

/** The finishing trades with a drawing of their own; the others show their group's. */
const tradeDrawings = {
  tiling: (
    <>
      <rect x="30" y="20" width="120" height="110" fill="#eef7fb" {...outline} />
      <path d="M70 20v110M110 20v110M30 57h120M30 94h120" {...stroke('#7cc3de', 3)} />
      <path d="m150 70 30 30-14 14-30-30Z" fill="#f29f05" {...stroke('#d48a00', 3)} />
    </>
  ),
  flooring: (
    <>
      <path d="M20 120h160M20 95h160M20 70h160" {...outline} />
      <path d="M60 70v25M120 70v25M90 95v25M150 95v25M40 120v10" {...stroke('#7cc3de', 3)} />
      <rect x="20" y="70" width="160" height="60" fill="#f29f05" opacity=".25" />
    </>
  ),
  'false-ceilings': (
    <>
      <path d="M20 30h160v30H20Z" fill="#eef7fb" {...outline} />
      <path d="M60 30v30M100 30v30M140 30v30" {...stroke('#7cc3de', 3)} />
      <circle cx="100" cy="45" r="7" fill="#f29f05" />
      <path
        d="M80 75l-10 20M100 75v22M120 75l10 20"
        {...stroke('#f29f05', 4)}
        strokeLinecap="round"
      />
      <path d="M20 130h160" {...outline} />
    </>
  ),
  partitioning: (
    <>
      <rect x="40" y="20" width="120" height="110" fill="#fff" {...outline} />
      <path d="M70 20v110M100 20v110M130 20v110" {...stroke('#7cc3de', 4)} />
      <rect x="100" y="20" width="60" height="110" fill="#eef7fb" {...outline} />
    </>
  ),
  'wallpaper-fixing': (
    <>
      <rect x="20" y="20" width="100" height="110" fill="#eef7fb" {...outline} />
      <path d="M45 20v110M70 20v110M95 20v110" {...stroke('#f29f05', 3)} opacity=".7" />
      <rect x="130" y="30" width="40" height="90" rx="20" fill="#fff" {...outline} />
      <path d="M150 30v90" {...stroke('#7cc3de', 3)} />
    </>
  ),
  'swimming-pool-maintenance': (
    <>
      <rect x="20" y="50" width="160" height="80" rx="8" fill="#d5ecf5" {...outline} />
      <path
        d="M30 80q15-10 30 0t30 0 30 0 30 0 20 0M30 105q15-10 30 0t30 0 30 0 30 0 20 0"
        fill="none"
        {...stroke('#0b6b8f', 3)}
      />
      <path d="M150 20v40M170 20v40M150 32h20M150 46h20" {...stroke('#f29f05', 4)} />
    </>
  ),
  handyman: (
    <>
      <rect x="30" y="70" width="140" height="60" rx="6" fill="#f29f05" {...stroke('#d48a00', 3)} />
      <path d="M75 70V55h50v15" fill="none" {...outline} />
      <path d="M30 92h140" {...stroke('#d48a00', 3)} />
      <path
        d="m120 20 16 16-10 10-4-4-40 40-8-8 40-40-4-4Z"
        fill="#fff"
        {...outline}
        strokeLinejoin="round"
      />
    </>
  ),
  carpentry: (
    <>
      <rect x="20" y="90" width="160" height="30" fill="#f29f05" opacity=".6" {...outline} />
      <path d="M40 105h40M100 100h50" {...stroke('#d48a00', 3)} />
      <path d="M40 40h90v30H40Z" fill="#fff" {...outline} strokeLinejoin="round" />
      <path
        d="M40 70l6 8 6-8 6 8 6-8 6 8 6-8 6 8 6-8 6 8 6-8 6 8 6-8 6 8 6-8"
        fill="none"
        {...stroke('#0b6b8f', 3)}
      />
      <rect
        x="130"
        y="34"
        width="34"
        height="42"
        rx="10"
        fill="#f29f05"
        {...stroke('#d48a00', 3)}
      />
    </>
  ),
  'fit-out': (
    <>
      <rect x="20" y="20" width="160" height="110" fill="#fff" {...outline} />
      <path d="M100 20v60M20 80h50M130 80h50M100 80v50" {...stroke('#0b6b8f', 3)} />
      <rect x="30" y="30" width="40" height="25" fill="#d5ecf5" />
      <rect x="120" y="95" width="45" height="25" fill="#f29f05" opacity=".8" />
    </>
  ),
};

export type IllustrationKey = ServiceGroup | keyof typeof tradeDrawings;

/** A service's drawing: its trade's own where it has one, else its group's. */
export const illustrationOf = (service: string, group: ServiceGroup): IllustrationKey =>
  service in tradeDrawings ? (service as keyof typeof tradeDrawings) : group;

export function Illustration({ group, label }: { group: IllustrationKey; label: string }) {
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
      {group in tradeDrawings
        ? tradeDrawings[group as keyof typeof tradeDrawings]
        : drawings[group as ServiceGroup]}
    </svg>
  );
}
