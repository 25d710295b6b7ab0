import { notFound } from 'next/navigation';
import { config } from '@/lib/config/business';

// Exists only when ENABLE_TEST_ROUTES=1 (the end-to-end tests set it) so the error screen can be
// checked in a real browser; in every other run it is an ordinary 404.
export const dynamic = 'force-dynamic';

export default function TestErrorPage() {
  if (config.ENABLE_TEST_ROUTES !== '1') notFound();
  throw new Error('Deliberate error for the end-to-end test of the error screen');
}
