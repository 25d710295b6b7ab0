import Image from 'next/image';
import type { Locale } from '@/lib/i18n/routing';
import { photosOf, type PhotoKind } from '@/lib/content/photos';

/**
 * A page's photo slot: the company's own photos of the given kinds (lib/content/photos.ts), or nothing
 * at all when the owner has added none.
 */
export function Photos({
  kinds,
  locale,
  heading,
}: {
  kinds: readonly PhotoKind[];
  locale: Locale;
  heading: string;
}) {
  const list = photosOf(kinds);
  if (list.length === 0) return null;
  return (
    <section aria-label={heading} data-testid="photos">
      <ul className="grid gap-4 sm:grid-cols-2">
        {list.map((p) => (
          <li key={p.src}>
            <Image
              src={p.src}
              width={p.width}
              height={p.height}
              alt={p.alt[locale]}
              // Two columns from 640px inside a page at most 64rem wide.
              sizes="(min-width: 1024px) 30rem, (min-width: 640px) 50vw, 100vw"
              className="h-auto w-full rounded-lg"
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
