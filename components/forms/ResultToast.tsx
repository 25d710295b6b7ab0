'use client';

import { useEffect } from 'react';
import { toast, Toaster } from 'sonner';

export interface ToastNotice {
  type: 'success' | 'error';
  title: string;
  description: string;
}

// Loaded by LeadForm only when a submission has a result to show, so sonner is not part of the
// JavaScript a form page loads up front. The Toaster renders before the effect below runs, so the
// first toast is never published to a Toaster that is not listening yet.
export default function ResultToast({ notice, dir }: { notice: ToastNotice; dir: 'ltr' | 'rtl' }) {
  useEffect(() => {
    toast[notice.type](notice.title, { description: notice.description });
  }, [notice]);
  return <Toaster position="bottom-center" dir={dir} richColors closeButton />;
}
