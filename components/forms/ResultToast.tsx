'use client';

import { useEffect } from 'react';
import { toast, Toaster } from 'sonner';

/** Fields to correct: the only outcome a toast says (a sent or refused form is said above the form). */
export interface ToastNotice {
  title: string;
  description: string;
}

// Loaded by LeadForm only when a submission has a result to show, so sonner is not part of the
// JavaScript a form page loads up front. The Toaster renders before the effect below runs, so the
// first toast is never published to a Toaster that is not listening yet.
// sonner's own accessible names are English ("Notifications alt+T", "Close toast"): both come from the
// page's messages instead.
export default function ResultToast({
  notice,
  dir,
  labels,
}: {
  notice: ToastNotice;
  dir: 'ltr' | 'rtl';
  labels: { region: string; close: string };
}) {
  useEffect(() => {
    // One id for every result: a second failed send replaces the toast instead of stacking another
    // one in the live region (a screen reader hears the new result once, not a growing list).
    toast.error(notice.title, { description: notice.description, id: 'lead-result' });
  }, [notice]);
  return (
    <Toaster
      position="bottom-center"
      dir={dir}
      richColors
      closeButton
      customAriaLabel={labels.region}
      toastOptions={{ closeButtonAriaLabel: labels.close }}
    />
  );
}
