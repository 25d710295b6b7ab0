'use client';

import { createBrowserClient } from '@supabase/ssr';

/** Browser client; the address and public key come from the server at run time, not from the build. */
export function createSupabaseBrowserClient(config: { url: string; anonKey: string }) {
  // Secure cookies whenever the page itself is served over HTTPS (always, in production).
  return createBrowserClient(config.url, config.anonKey, { cookieOptions: { secure: window.location.protocol === 'https:' } });
}
