'use client';

// Rendered inside this group's layout, so an error keeps the page's surroundings.
export { ErrorScreen as default } from '@/components/layout/ErrorScreen';
