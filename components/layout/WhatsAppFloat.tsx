import { WhatsAppIcon } from '@/components/ui/icons';

/**
 * The floating WhatsApp button, fixed at the bottom corner on the reading side's end (right in
 * English, left in Arabic).
 *
 * - In its own complementary landmark, so screen-reader users find it among the page's regions.
 * - SiteChrome puts it between the main content and the footer: a keyboard user reaches it right
 *   after the page's content instead of after the footer's forty links, and the skip link still goes
 *   straight to the content.
 * - The tooltip is CSS only (hover and keyboard focus, after a short delay): a tooltip library cost
 *   every page about 21 KB of JavaScript. Escape hides it (WCAG 1.4.13): ChromeEvents sets
 *   data-dismissed, which the CSS honours until the pointer or focus leaves.
 * - On a phone it is smaller, sits above the safe area and is hidden while a form field has focus
 *   (globals.css, .whatsapp-float), so it never covers what a visitor types; the footer keeps bottom
 *   padding so it never covers the last line either.
 * - The pre-filled text is the general greeting; a page about a service and a place names them
 *   (ContentPage renders data-whatsapp-text, ChromeEvents puts it in the link).
 */
export function WhatsAppFloat({
  href,
  tooltip,
  newTab,
  region,
}: {
  href: string;
  tooltip: string;
  /** "opens in a new tab", read after the link's name. */
  newTab: string;
  region: string;
}) {
  return (
    <aside aria-label={region} className="whatsapp-float group fixed z-40 print:hidden">
      <span
        aria-hidden="true"
        data-testid="whatsapp-tooltip"
        className="whatsapp-tooltip pointer-events-none invisible absolute end-0 bottom-full mb-2 rounded-md bg-gray-900 px-3 py-1.5 text-sm whitespace-nowrap text-white opacity-0 shadow transition-[opacity,visibility] delay-0 group-hover:visible group-hover:opacity-100 group-hover:delay-500 group-has-[:focus-visible]:visible group-has-[:focus-visible]:opacity-100"
      >
        {tooltip}
        <span className="absolute end-5 top-full border-x-[6px] border-t-[6px] border-x-transparent border-t-gray-900" />
      </span>
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        data-testid="whatsapp-float"
        data-whatsapp=""
        className="flex size-12 items-center justify-center rounded-full bg-whatsapp text-white shadow-lg transition hover:bg-whatsapp-dark focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-whatsapp sm:size-14"
      >
        <WhatsAppIcon className="size-6 sm:size-7" />
        <span className="sr-only">
          {tooltip} ({newTab})
        </span>
      </a>
    </aside>
  );
}
