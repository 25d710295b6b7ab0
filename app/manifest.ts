import type { MetadataRoute } from 'next';
import { business } from '@/lib/config/business';

export default function manifest(): MetadataRoute.Manifest {
  return {
    name: business.name.en,
    short_name: business.shortName.en,
    description:
      'MEP, air conditioning, HVAC, ventilation, painting and finishing works across the UAE.',
    start_url: '/',
    display: 'browser',
    background_color: '#ffffff',
    theme_color: '#0b6b8f',
    icons: [
      { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml' },
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
    ],
  };
}
