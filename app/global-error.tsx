'use client';

import './globals.css';

// Last resort when the locale layout itself fails: no translations are available, so both languages.
export default function GlobalError({
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  return (
    <html lang="en" dir="ltr">
      <body className="font-sans">
        <main className="mx-auto max-w-xl px-4 py-24 text-center">
          <h1 className="text-2xl font-bold">Unexpected Application Error!</h1>
          <p className="mt-2" lang="ar" dir="rtl">
            عذرًا، حدث خطأ غير متوقع
          </p>
          <p className="mt-6 flex justify-center gap-4">
            <button
              type="button"
              onClick={reset}
              className="rounded bg-brand-600 px-4 py-2 text-white"
            >
              Try again
            </button>
            {/* A full page load on purpose: the app shell itself failed. */}
            {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
            <a href="/" className="rounded border border-brand-600 px-4 py-2 text-brand-700">
              Home
            </a>
          </p>
        </main>
      </body>
    </html>
  );
}
