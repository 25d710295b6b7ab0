/**
 * "Updates on WhatsApp?" with an explicit yes or no (UAE PDPL; WhatsApp's opt-in policy), shown only
 * while WhatsApp is configured (lib/notify/consent.ts). Plain radios: the browser requires an answer,
 * the server too (lib/requests/submit.ts), with or without JavaScript.
 */
export function WhatsappQuestion({
  text,
  chosen = '',
  id,
  error,
  onAnswer,
}: {
  text: { question: string; yes: string; no: string };
  /** The answer a refused post hands back. */
  chosen?: string;
  /** The question's id (an error summary links to it) and its error. */
  id?: string;
  error?: string;
  /** Called when either answer is chosen (a form clears its own "unanswered" error). */
  onAnswer?: () => void;
}) {
  return (
    <fieldset
      data-testid="whatsapp-consent"
      id={id}
      tabIndex={-1}
      aria-describedby={error && id ? `${id}-error` : undefined}
      onChange={onAnswer}
    >
      <legend>{text.question}</legend>
      {error && (
        <p id={id ? `${id}-error` : undefined} className="mt-1 font-medium text-red-700">
          {error}
        </p>
      )}
      {(['yes', 'no'] as const).map((answer) => (
        <label key={answer} className="mt-1 flex items-start gap-2">
          <input
            type="radio"
            name="whatsappUpdates"
            value={answer}
            required
            defaultChecked={chosen === answer}
            className="mt-1 size-4 shrink-0"
          />
          <span>{text[answer]}</span>
        </label>
      ))}
    </fieldset>
  );
}
