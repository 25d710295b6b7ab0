import { WhatsAppIcon } from '@/components/ui/icons';

// Fixed at the bottom corner on the reading side's end (right in English, left in Arabic).
// The footer keeps bottom padding so the button never covers content or controls.
// The tooltip is CSS only (shown on hover and keyboard focus, after a short delay): a JavaScript
// tooltip library cost every page about 21 KB of gzip JavaScript for one label.
export function WhatsAppFloat({ href, tooltip }: { href: string; tooltip: string }) {
  return (
    <div className="group fixed end-5 bottom-5 z-40 print:hidden">
      <span
        role="tooltip"
        id="whatsapp-tooltip"
        className="pointer-events-none invisible absolute end-0 bottom-full mb-2 rounded-md bg-gray-900 px-3 py-1.5 text-sm whitespace-nowrap text-white opacity-0 shadow transition-[opacity,visibility] delay-0 group-hover:visible group-hover:opacity-100 group-hover:delay-500 group-has-[:focus-visible]:visible group-has-[:focus-visible]:opacity-100"
      >
        {tooltip}
        <span
          aria-hidden="true"
          className="absolute end-5 top-full border-x-[6px] border-t-[6px] border-x-transparent border-t-gray-900"
        />
      </span>
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={tooltip}
        data-testid="whatsapp-float"
        className="flex size-14 items-center justify-center rounded-full bg-whatsapp text-white shadow-lg transition hover:bg-whatsapp-dark focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-whatsapp"
      >
        <WhatsAppIcon className="size-7" />
      </a>
    </div>
  );
}
