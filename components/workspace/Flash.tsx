import type { Locale } from '@/lib/i18n/routing';
import { serverText, type TextValues } from '@/lib/i18n/server-text';
import type { Flash, FlashTone } from '@/lib/workspace/flash';

type TestId = string | Record<FlashTone, string>;

/** A success (role=status) or a refusal (role=alert) the page was redirected back with. */
export function Notice({ tone, text, testId }: { tone: FlashTone; text: string; testId: TestId }) {
  const ok = tone === 'ok';
  return (
    <p
      role={ok ? 'status' : 'alert'}
      data-testid={typeof testId === 'string' ? testId : testId[tone]}
      className={`mt-4 rounded-lg p-3 ${ok ? 'bg-green-50 text-green-900' : 'bg-red-50 text-red-900'}`}
    >
      {text}
    </p>
  );
}

/** The messages read by readFlash, in words; `values` fills a message's placeholders. */
export function FlashMessages({
  flashes,
  locale,
  testId,
  values,
}: {
  flashes: readonly Flash[];
  locale: Locale;
  testId: TestId;
  values?: (flash: Flash) => TextValues;
}) {
  const words = serverText(locale);
  return flashes.map((flash) => {
    const filled = values?.(flash);
    const text =
      words.maybe(flash.key, filled) ??
      (flash.fallback ? words.maybe(flash.fallback, filled) : undefined) ??
      flash.key;
    return (
      <Notice key={`${flash.tone} ${flash.key}`} tone={flash.tone} text={text} testId={testId} />
    );
  });
}
