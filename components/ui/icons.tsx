// Inline SVG icons: no icon library on the page, a few hundred bytes each.
import type { ReactNode } from 'react';

type IconProps = { className?: string };

/** The svg every icon shares: hidden from screen readers, drawn in the text colour. */
function Icon({
  viewBox,
  outline = false,
  className,
  children,
}: {
  viewBox: string;
  /** Stroked lines (2 px) rather than a filled shape. */
  outline?: boolean;
  className: string;
  children: ReactNode;
}) {
  const paint = outline
    ? { fill: 'none', stroke: 'currentColor', strokeWidth: '2' }
    : { fill: 'currentColor' };
  return (
    <svg aria-hidden="true" viewBox={viewBox} {...paint} className={className}>
      {children}
    </svg>
  );
}

/** A 24×24 icon of one path, stroked (`outline`) or filled. */
function PathIcon({ d, outline, className }: { d: string; outline?: boolean; className: string }) {
  return (
    <Icon viewBox="0 0 24 24" outline={outline} className={className}>
      <path d={d} />
    </Icon>
  );
}

/** A filled 20×20 glyph whose path cuts its inner shapes out (even-odd). */
function SolidGlyph({ d, className }: { d: string; className: string }) {
  return (
    <Icon viewBox="0 0 20 20" className={className}>
      <path fillRule="evenodd" d={d} clipRule="evenodd" />
    </Icon>
  );
}

export function PhoneIcon({ className = 'size-5' }: IconProps) {
  return (
    <PathIcon
      outline
      className={className}
      d="M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1 1 .4 1.9.7 2.8a2 2 0 0 1-.5 2.1L8 9.9a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.8.7a2 2 0 0 1 1.7 2Z"
    />
  );
}

export function WhatsAppIcon({ className = 'size-5' }: IconProps) {
  return (
    <PathIcon
      className={className}
      d="M17.5 14.4c-.3-.1-1.8-.9-2-1-.3-.1-.5-.1-.7.1-.2.3-.8 1-.9 1.2-.2.2-.3.2-.6.1a8.2 8.2 0 0 1-4-3.5c-.3-.5.3-.5.9-1.6.1-.2 0-.4 0-.5l-.9-2.2c-.2-.6-.5-.5-.7-.5h-.6c-.2 0-.5.1-.8.4-.3.3-1 1-1 2.5s1.1 2.9 1.2 3.1c.1.2 2.1 3.2 5.1 4.5 1.9.8 2.6.9 3.6.7.6-.1 1.8-.7 2-1.4.3-.7.3-1.3.2-1.4 0-.2-.3-.3-.6-.4ZM12 21.8c-1.8 0-3.5-.5-5-1.4l-.4-.2-3.7 1 1-3.6-.2-.4A9.8 9.8 0 1 1 12 21.8Zm0-21.6A11.8 11.8 0 0 0 1.8 17.9L.1 24l6.3-1.6A11.8 11.8 0 1 0 12 .2Z"
    />
  );
}

export function ChevronDownIcon({ className = 'size-4' }: IconProps) {
  return (
    <SolidGlyph
      className={`chevron transition-transform ${className}`}
      d="M5.2 7.2a.75.75 0 0 1 1.06 0L10 10.94l3.74-3.74a.75.75 0 1 1 1.06 1.06l-4.27 4.27a.75.75 0 0 1-1.06 0L5.2 8.26a.75.75 0 0 1 0-1.06Z"
    />
  );
}

/** Points "forward" in the reading direction: mirrored on Arabic pages by the flip-rtl class. */
export function ArrowForwardIcon({ className = 'size-4' }: IconProps) {
  return (
    <SolidGlyph
      className={`flip-rtl ${className}`}
      d="M3 10a.75.75 0 0 1 .75-.75h10.64l-3.72-3.72a.75.75 0 1 1 1.06-1.06l5 5a.75.75 0 0 1 0 1.06l-5 5a.75.75 0 1 1-1.06-1.06l3.72-3.72H3.75A.75.75 0 0 1 3 10Z"
    />
  );
}

export function MenuIcon({ className = 'size-6' }: IconProps) {
  return <PathIcon outline className={className} d="M4 6h16M4 12h16M4 18h16" />;
}

export function LogoMark({ className = 'size-9' }: IconProps) {
  return (
    <svg aria-hidden="true" viewBox="0 0 40 40" className={className}>
      <rect width="40" height="40" rx="9" fill="#0b6b8f" />
      <path
        d="M8 28 20 9l12 19H8Z"
        fill="none"
        stroke="#fff"
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <path d="M14 23h12" stroke="#f29f05" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
