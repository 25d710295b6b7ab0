'use client';

import * as Tooltip from '@radix-ui/react-tooltip';
import { WhatsAppIcon } from '@/components/ui/icons';

// Fixed at the bottom corner on the reading side's end (right in English, left in Arabic).
// The footer keeps bottom padding so the button never covers content or controls.
export function WhatsAppFloat({ href, tooltip }: { href: string; tooltip: string }) {
  return (
    <Tooltip.Provider delayDuration={700}>
      <Tooltip.Root>
        <Tooltip.Trigger asChild>
          <a
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={tooltip}
            data-testid="whatsapp-float"
            className="fixed bottom-5 end-5 z-40 print:hidden flex size-14 items-center justify-center rounded-full bg-whatsapp text-white shadow-lg transition hover:bg-whatsapp-dark focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-whatsapp"
          >
            <WhatsAppIcon className="size-7" />
          </a>
        </Tooltip.Trigger>
        <Tooltip.Portal>
          <Tooltip.Content side="top" sideOffset={8} className="z-50 rounded-md bg-gray-900 px-3 py-1.5 text-sm text-white shadow">
            {tooltip}
            <Tooltip.Arrow className="fill-gray-900" />
          </Tooltip.Content>
        </Tooltip.Portal>
      </Tooltip.Root>
    </Tooltip.Provider>
  );
}
