import type { ReactNode } from 'react';
import { WhatsappQuestion } from './WhatsappQuestion';

/**
 * The end of a form whose one-time key and start time come from the server (the booking and AMC
 * forms, which work without JavaScript): the honeypot, the hidden fields, the key and clock, the
 * marketing consent with the privacy note, and the submit button. A refused post hands back the same
 * key and start time, so a re-sent form is stored once and a form sent faster than a person types is
 * held back.
 */
export function ServerKeyedFooter({
  hidden,
  formKey,
  startedAt,
  marketingChecked,
  text,
  privacyNote,
  pending,
  spaced = false,
  whatsapp,
  whatsappChosen = '',
  whatsappId,
  whatsappError,
}: {
  hidden: Record<string, string>;
  formKey: string;
  startedAt: string;
  marketingChecked: boolean;
  text: { website: string; marketing: string; submit: string; sending: string };
  privacyNote: ReactNode;
  pending: boolean;
  /** Margins above the consent and the button, for a form whose fields do not space themselves. */
  spaced?: boolean;
  /** The WhatsApp updates question (only while WhatsApp is configured): an explicit yes or no. */
  whatsapp?: { question: string; yes: string; no: string };
  /** The answer a refused post hands back. */
  whatsappChosen?: string;
  /** The question's id (the error summary links to it) and its error, from the form's answer. */
  whatsappId?: string;
  whatsappError?: string;
}) {
  return (
    <>
      {/* Honeypot: off-screen and skipped by keyboard and assistive technology; people never fill it. */}
      <div aria-hidden="true" className="absolute -start-[9999px] h-px w-px overflow-hidden">
        <label>
          {text.website}
          <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <input type="hidden" name="idempotencyKey" value={formKey} />
      <input type="hidden" name="startedAt" value={startedAt} />
      <div className={`${spaced ? 'mt-4' : ''}space-y-2 text-sm text-gray-700`}>
        {whatsapp && (
          <WhatsappQuestion
            text={whatsapp}
            chosen={whatsappChosen}
            id={whatsappId}
            error={whatsappError}
          />
        )}
        <label className="flex items-start gap-2">
          <input
            type="checkbox"
            name="marketingConsent"
            defaultChecked={marketingChecked}
            className="mt-1 size-4 shrink-0"
          />
          <span>{text.marketing}</span>
        </label>
        <p>{privacyNote}</p>
      </div>
      <button
        type="submit"
        disabled={pending}
        className={`${spaced ? 'mt-6' : ''}inline-block rounded-md bg-brand-600 px-6 py-3 font-bold text-white hover:bg-brand-700 disabled:opacity-70`}
      >
        {pending ? text.sending : text.submit}
      </button>
    </>
  );
}
