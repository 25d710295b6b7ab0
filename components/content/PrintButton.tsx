'use client';

/**
 * Opens the browser's print dialog, where "Save as PDF" gives a download of the page.
 * It looks like buttonClass() with the classes written out: the Button module would double this, the
 * only client code of a resource page.
 */
export function PrintButton({ label }: { label: string }) {
  return (
    <button
      type="button"
      onClick={() => window.print()}
      className="rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700 print:hidden"
    >
      {label}
    </button>
  );
}
