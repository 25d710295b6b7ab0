import type { ReactNode, RefObject } from 'react';

/**
 * The one error summary of the request forms: a title, the message about the whole form, anything the
 * form adds (the booking's next free windows), and the fields in error as links to them, in the
 * visitor's order. It is the focus target when the whole form was refused (see useRefusal).
 */
export function ErrorSummary({
  summaryRef,
  autoFocus,
  title,
  formError,
  checkFields,
  fields,
  testId,
  children,
}: {
  summaryRef: RefObject<HTMLDivElement | null>;
  autoFocus: boolean;
  title: string;
  formError?: string;
  checkFields: string;
  /** The fields in error, in order: the id to link to and the error's text. */
  fields: { id: string; error: string }[];
  testId: string;
  children?: ReactNode;
}) {
  return (
    <div
      ref={summaryRef}
      tabIndex={-1}
      autoFocus={autoFocus}
      role="alert"
      className="rounded-md bg-red-50 p-4 text-red-900 focus:outline-2 focus:outline-red-700"
      data-testid={testId}
    >
      <p className="font-bold">{title}</p>
      {formError && <p className="mt-1">{formError}</p>}
      {children}
      {fields.length > 0 && (
        <>
          <p className="mt-1">{checkFields}</p>
          <ul className="mt-1 list-disc ps-6">
            {fields.map((f) => (
              <li key={f.id}>
                <a href={`#${f.id}`} className="underline">
                  {f.error}
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
