import { getTranslations } from 'next-intl/server';
import type { PhotoSummary } from '@/lib/booking/admin-photos';

/** A thumbnail's box: the photo scaled to fit 160 × 160 CSS pixels, its shape kept. */
const THUMB = 160;
function thumbnail({ width, height }: { width: number; height: number }) {
  const scale = Math.min(1, THUMB / Math.max(width, height));
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}

/** The photos a customer sent with a booking, each opening full size in a new tab. */
export async function LeadPhotos({ photos }: { photos: readonly PhotoSummary[] }) {
  const t = await getTranslations('admin.detail');
  return (
    <section className="lg:col-start-1" data-testid="booking-photos">
      <h2 className="font-bold text-brand-900">{t('photos')}</h2>
      <ul className="mt-3 flex flex-wrap gap-3">
        {photos.map((photo, i) => {
          const href = `/api/admin/booking-photos/${photo.id}`;
          const size = thumbnail(photo);
          return (
            <li key={photo.id}>
              <a href={href} target="_blank" rel="noopener" className="block">
                {/* A plain img: the image optimiser would fetch the photo without the session. */}
                {/* eslint-disable-next-line @next/next/no-img-element */}
                <img
                  src={href}
                  width={size.width}
                  height={size.height}
                  alt={t('photoAlt', { n: i + 1, count: photos.length })}
                  loading="lazy"
                  decoding="async"
                  className="rounded-md border border-gray-200 bg-gray-100 object-cover"
                />
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
