import type { ReactNode } from 'react';
import { buttonClass } from '@/components/ui/Button';

/**
 * The server-rendered "this cannot be shown right now" screen: what happened in plain words (never the
 * error itself) and a link back to the same address, the "try again" that works without a script.
 * Used where a dependency did not answer in time: the database (Unavailable), Supabase Auth on the
 * staff pages (AuthUnreachable). `children`: further ways forward (call us).
 */
export function TryAgain({
  words,
  again,
  testId,
  children,
}: {
  words: { title: string; text: string; retry: string };
  again: string;
  testId: string;
  children?: ReactNode;
}) {
  return (
    <section role="alert" className="mx-auto max-w-2xl px-4 py-24 text-center" data-testid={testId}>
      <h1 className="text-3xl font-bold text-gray-900">{words.title}</h1>
      <p className="mt-4 text-gray-700">{words.text}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <a href={again} className={buttonClass()}>
          {words.retry}
        </a>
        {children}
      </div>
    </section>
  );
}
