import Link from 'next/link';
import './globals.css';

// Reached only for paths the locale proxy does not handle (e.g. a missing file with an extension).
// Both languages, since no locale is known here.
export default function GlobalNotFound() {
  return (
    <html lang="en" dir="ltr">
      <body className="font-sans">
        <main className="mx-auto max-w-xl px-4 py-24 text-center">
          <h1 className="text-2xl font-bold">Page not found</h1>
          <p className="mt-2" lang="ar" dir="rtl">
            الصفحة غير موجودة
          </p>
          <p className="mt-6">
            <Link className="text-brand-700 underline" href="/">
              Home
            </Link>{' '}
            ·{' '}
            <Link className="text-brand-700 underline" href="/ar" lang="ar">
              الرئيسية
            </Link>
          </p>
        </main>
      </body>
    </html>
  );
}
