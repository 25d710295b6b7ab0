'use client';

import { useEffect, useRef, useState } from 'react';

/** Whether the form sends a non-blank value under `name` (a checked radio or box, a filled field). */
function answered(form: HTMLFormElement, name: string) {
  const value = new FormData(form).get(name);
  return typeof value === 'string' && value.trim() !== '';
}

/**
 * Checks a form's required answers before it is sent and says what is missing in the page's language,
 * in a box above the fields that takes the focus. The form has `noValidate`: the browser's own bubbles
 * speak the browser's language, not the page's. Used where the server answers with a redirect, so a
 * refusal there would lose what was typed; without a script the server checks and says the same.
 */
export function CheckBeforeSending({
  missing,
  testId,
}: {
  /** The form's required names and what to say when each is missing, in the form's order. */
  missing: Record<string, string>;
  testId?: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [said, setSaid] = useState<string[]>([]);

  useEffect(() => {
    const form = box.current?.closest('form');
    if (!form) return;
    // On the window's capture phase: before React's own submit listener starts the form's action.
    const check = (event: SubmitEvent) => {
      if (event.target !== form) return;
      const empty = Object.keys(missing).filter((name) => !answered(form, name));
      setSaid(empty.map((name) => missing[name]!));
      if (empty.length === 0) return;
      event.preventDefault();
      event.stopPropagation();
    };
    window.addEventListener('submit', check, true);
    return () => window.removeEventListener('submit', check, true);
  }, [missing]);

  useEffect(() => {
    if (said.length > 0) box.current?.focus();
  }, [said]);

  return (
    <div
      ref={box}
      tabIndex={-1}
      role="alert"
      hidden={said.length === 0}
      className="rounded-md bg-red-50 p-4 text-red-900"
      data-testid={testId}
    >
      <ul className="list-disc space-y-1 ps-5">
        {said.map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ul>
    </div>
  );
}
