/** The answer to a form the page was redirected back with: a success or a refusal. */
export function Outcome({ ok, text }: { ok: boolean; text: string }) {
  return (
    <p
      role={ok ? 'status' : 'alert'}
      data-testid="schedule-outcome"
      className={`mt-4 rounded-lg p-3 ${ok ? 'bg-green-50 text-green-900' : 'bg-red-50 text-red-900'}`}
    >
      {text}
    </p>
  );
}
