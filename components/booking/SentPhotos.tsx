import type { ServerText } from '@/lib/i18n/server-text';
import { PrivateSection } from './PrivatePage';

/**
 * The photos the customer sent with the booking, shown back to them: how many arrived, and each as a
 * thumbnail linking to the whole photo (reached by the page's own private token). Nothing when none.
 */
export function SentPhotos({
  t,
  token,
  sizes,
}: {
  t: ServerText;
  token: string;
  sizes: readonly { width: number; height: number }[];
}) {
  const count = sizes.length;
  if (count === 0) return null;
  return (
    <PrivateSection id="photos-heading" title={t('bookingManage.photos.heading')}>
      <p className="mt-2" data-testid="photos-count">
        {t('bookingManage.photos.count', { count })}
      </p>
      <ul className="mt-3 flex flex-wrap gap-3" data-testid="sent-photos">
        {sizes.map((size, i) => {
          const src = `/api/booking/${token}/photos/${i + 1}`;
          return (
            <li key={src}>
              <a href={src} target="_blank" rel="noopener noreferrer">
                {/* eslint-disable-next-line @next/next/no-img-element -- a private photo: no image optimiser or cache */}
                <img
                  src={src}
                  alt={t('bookingManage.photos.alt', { number: i + 1, count })}
                  width={size.width}
                  height={size.height}
                  loading="lazy"
                  className="h-24 w-auto rounded-md border border-gray-200 object-cover"
                />
              </a>
            </li>
          );
        })}
      </ul>
    </PrivateSection>
  );
}
