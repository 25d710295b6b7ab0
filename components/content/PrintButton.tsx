'use client';

import { Button } from '@/components/ui/Button';

/** Opens the browser's print dialog, where "Save as PDF" gives a download of the page. */
export function PrintButton({ label }: { label: string }) {
  return (
    <Button onClick={() => window.print()} className="print:hidden">
      {label}
    </Button>
  );
}
