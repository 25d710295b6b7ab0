import { getImageProps } from 'next/image';
import type { Locale } from '@/lib/i18n/routing';
import { photosOf, type PhotoKind } from '@/lib/content/photos';

/**
 * A page's photo slot: the company's own photos of the given kinds (lib/content/photos.ts), or nothing
 * at all when the owner has added none.
 *
 * next/image's getImageProps, rendered as a plain <img> by the server: the same optimised, resized
 * srcset with width and height, without the Image client component, which put about 5 KB of gzip
 * JavaScript on a page even when it showed no photo.
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
            {/* eslint-disable-next-line @next/next/no-img-element -- next/image's own props, see above */}
            <img
              {...getImageProps({
                src: p.src,
                width: p.width,
                height: p.height,
                alt: p.alt[locale],
                // Two columns from 640px inside a page at most 64rem wide.
                sizes: '(min-width: 1024px) 30rem, (min-width: 640px) 50vw, 100vw',
              }).props}
              alt={p.alt[locale]}
              className="h-auto w-full rounded-lg"
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
