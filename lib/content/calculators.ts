import { z } from 'zod';
import { calculatorSlugs, type CalculatorSlug } from '@/lib/catalogue';
import { compileMessages, loadMessages } from '@/lib/i18n/messages';

// Copy of the calculator pages (messages/<locale>/calculators/*.json), validated when the pages are
// built. The widget's labels go to the browser; the method and sources are rendered on the server.

const meta = z.object({
  title: z.string().min(1).max(42),
  description: z.string().min(50).max(160),
});

export const calculatorCopySchema = z.object({
  meta,
  name: z.string().min(1),
  summary: z.string().min(20),
  h1: z.string().min(1),
  lead: z.string().min(20),
  method: z.object({
    name: z.string().min(1),
    paragraphs: z.array(z.string()).min(1),
    assumptions: z.array(z.string()).min(1),
    sources: z.array(z.string()).min(1),
  }),
  widget: z.record(z.string(), z.unknown()),
});

export const calculatorsIndexSchema = z.object({
  meta,
  name: z.string(),
  h1: z.string(),
  lead: z.string(),
  open: z.string(),
  note: z.string(),
});

export type CalculatorCopy = z.infer<typeof calculatorCopySchema>;

const all = (locale: string) => loadMessages(locale).calculators;

export const getCalculatorCopy = (locale: string, slug: CalculatorSlug): CalculatorCopy =>
  calculatorCopySchema.parse(all(locale)[slug]);
export const getCalculatorsIndex = (locale: string) =>
  calculatorsIndexSchema.parse(all(locale).index);

/** What the widget of one calculator needs in the browser: shared labels, its own, the emirates' names. */
export function calculatorClientMessages(locale: string, slug: CalculatorSlug) {
  const m = loadMessages(locale);
  // Compiled: the browser formats with use-intl's precompiled-message formatter (see lib/i18n/messages.ts).
  return compileMessages({
    calculators: {
      common: all(locale).common,
      [slug]: { widget: getCalculatorCopy(locale, slug).widget },
    },
    common: { emirates: m.common.emirates, emirateChoice: m.common.emirateChoice },
  });
}

export { calculatorSlugs };
