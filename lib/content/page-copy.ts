import { z } from 'zod';
import { loadMessages } from '@/lib/i18n/messages';
import type { Locale } from '@/lib/i18n/routing';
import type { PriceItem } from '@/lib/pricing/price-list';
import { asListed, fillPricesDeep, priceTokenIds } from '@/lib/pricing/price-text';
import { getPrices } from '@/lib/pricing/store';
import { bodyParts, copyLimits, wordCount } from './copy-rules';

// The shape of every content page's copy (messages/<locale>/<kind>/<slug>.json). Validated when the
// page is built, so a malformed file fails the build instead of shipping a broken page.
export const pageCopySchema = z.object({
  name: z.string().min(1),
  summary: z.string().min(1),
  meta: z.object({
    title: z.string().min(1).max(copyLimits.metaTitleMax),
    description: z.string().min(copyLimits.descriptionMin).max(copyLimits.descriptionMax),
  }),
  h1: z.string().min(1),
  lead: z.string().min(1),
  sections: z
    .array(
      z.object({
        heading: z.string().min(1),
        paragraphs: z.array(z.string().min(1)).optional(),
        items: z.array(z.string().min(1)).optional(),
      }),
    )
    .min(copyLimits.minSections),
  faq: z.array(z.object({ q: z.string().min(1), a: z.string().min(1) })).min(copyLimits.minFaq),
});

export type PageCopy = z.infer<typeof pageCopySchema>;

function at(messages: unknown, namespace: string): unknown {
  return namespace
    .split('.')
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], messages);
}

/**
 * The copy of one page as written, price tokens included; throws with the file's namespace when it is
 * missing or malformed. Pages show getPageCopy's.
 */
export function readPageCopy(locale: string, namespace: string): PageCopy {
  const raw = at(loadMessages(locale), namespace);
  // Checked as it renders (title and description lengths count amounts, not tokens); an unknown
  // price token throws here, when the page is built.
  const parsed = pageCopySchema.safeParse(asListed(raw, locale));
  if (!parsed.success)
    throw new Error(
      `Copy for ${locale}:${namespace} is missing or invalid: ${parsed.error.message}`,
    );
  return raw as PageCopy;
}

/** A page's copy as it shows, with the list entries it states (for its Offer structured data). */
export type ShownCopy = PageCopy & { statedPrices: readonly PriceItem[] };

/**
 * The copy of one page as it shows: the price list's amounts in place of its price tokens. Only copy
 * that names a price reads the list, so only those pages take its cache tag and one-minute lifetime.
 */
export async function getPageCopy(locale: Locale, namespace: string): Promise<ShownCopy> {
  const raw = readPageCopy(locale, namespace);
  const ids = [...new Set(priceTokenIds(JSON.stringify(raw)))];
  if (!ids.length) return { ...raw, statedPrices: [] };
  const prices = await getPrices();
  return {
    ...fillPricesDeep(raw, prices, locale),
    statedPrices: ids.map((id) => prices.get(id)!),
  };
}

/** Short label of a page (menus, breadcrumbs, cards), or null when its copy does not exist. */
export function getPageName(locale: string, namespace: string): string | null {
  const raw = at(loadMessages(locale), namespace) as { name?: string } | undefined;
  return raw?.name ?? null;
}

/** Words of body copy, as the content tests count them. */
export const bodyWords = (copy: PageCopy): number => wordCount(bodyParts(copy).join(' '));
