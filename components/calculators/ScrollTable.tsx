import type { ReactNode } from 'react';

/**
 * A wide result table's sideways scroll box. Keyboard users reach it with Tab and scroll it with the
 * arrow keys (a scrolling box with no focusable content is otherwise out of their reach), screen readers
 * hear it as a region named by the table's caption, and on a phone a line above says it scrolls, in
 * either direction of text.
 */
export function ScrollTable({
  labelId,
  caption,
  hint,
  testId,
  children,
}: {
  /** The id of the table's caption. */
  labelId: string;
  caption: string;
  hint: string;
  testId?: string;
  /** The table's head and body. */
  children: ReactNode;
}) {
  return (
    <div>
      <p className="mb-1 text-xs text-gray-700 md:hidden print:hidden" data-testid="scroll-hint">
        {hint}
      </p>
      <div
        role="region"
        aria-labelledby={labelId}
        tabIndex={0}
        className="max-w-full overflow-x-auto rounded focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <table className="w-full border-collapse text-sm" data-testid={testId}>
          <caption id={labelId} className="text-start font-semibold text-brand-900">
            {caption}
          </caption>
          {children}
        </table>
      </div>
    </div>
  );
}
