import { z } from 'zod';
import { caseStudies, glossaryTerms } from '@/lib/catalogue';
import { loadMessages } from '@/lib/i18n/messages';
import type { Locale } from '@/lib/i18n/routing';
import { priced } from '@/lib/pricing/priced';

// Case studies and resources: validated when the pages are built.

const meta = z.object({
  title: z.string().min(1).max(42),
  description: z.string().min(50).max(160),
});

export const caseStudiesSchema = z.object({
  meta,
  h1: z.string(),
  lead: z.string(),
  note: z.string(),
  labels: z.object({
    client: z.string(),
    location: z.string(),
    problem: z.string(),
    work: z.string(),
    outcome: z.string(),
    results: z.string(),
    services: z.string(),
  }),
  // Copy per case study, keyed by the slugs the catalogue lists (with the services each links).
  items: z.record(
    z.string(),
    z.object({
      title: z.string(),
      clientType: z.string(),
      location: z.string(),
      problem: z.string(),
      work: z.array(z.string()).min(3),
      outcome: z.string(),
      results: z.array(z.string()).min(1),
    }),
  ),
});

const guide = {
  title: z.string(),
  metaDescription: z.string().min(50).max(160),
  summary: z.string(),
  intro: z.string(),
};
const checklist = z.object({
  ...guide,
  sections: z.array(z.object({ heading: z.string(), items: z.array(z.string()).min(1) })).min(1),
});

export const resourcesSchema = z.object({
  meta,
  h1: z.string(),
  lead: z.string(),
  labels: z.object({
    print: z.string(),
    printHint: z.string(),
    open: z.string(),
    checklistsHeading: z.string(),
    guidesHeading: z.string(),
    term: z.string(),
    english: z.string(),
    arabic: z.string(),
    definition: z.string(),
  }),
  checklists: z.object({
    'ac-maintenance-checklist': checklist,
    'pre-summer-ac-checklist': checklist,
    'moving-in-ac-checklist': checklist,
  }),
  amcComparison: z.object({
    ...guide,
    columns: z.array(z.string()).length(4),
    rows: z.array(z.array(z.string()).length(4)).min(8),
    note: z.string(),
  }),
  // Definitions in the page's language, keyed by the catalogue's glossary terms (English and Arabic).
  glossary: z.object({
    ...guide,
    terms: z.record(z.string(), z.object({ definition: z.string() })),
  }),
});

/** Copy joined with the catalogue's structure; throws when a listed item has no copy. */
const copyOf = <T>(record: Record<string, T>, key: string, what: string): T => {
  const found = record[key];
  if (!found) throw new Error(`No copy for ${what} ${key}`);
  return found;
};

/** The case studies as they show: the price list's amounts in place of price tokens. */
export const getCaseStudies = (locale: Locale) => priced(locale, readCaseStudies(locale));

export function readCaseStudies(locale: string) {
  const copy = caseStudiesSchema.parse(loadMessages(locale).caseStudies);
  return {
    ...copy,
    items: caseStudies.map((c) => ({
      slug: c.slug,
      services: [...c.services],
      ...copyOf(copy.items, c.slug, 'case study'),
    })),
  };
}

/** The resources as they show: the price list's amounts in place of price tokens. */
export const getResources = (locale: Locale) => priced(locale, readResources(locale));

export function readResources(locale: string) {
  const copy = resourcesSchema.parse(loadMessages(locale).resources);
  return {
    ...copy,
    checklists: Object.entries(copy.checklists).map(([slug, c]) => ({ slug, ...c })),
    amcComparison: { slug: 'amc-comparison', ...copy.amcComparison },
    glossary: {
      slug: 'hvac-glossary',
      ...copy.glossary,
      terms: glossaryTerms.map((t) => ({
        en: t.en,
        ar: t.ar,
        ...copyOf(copy.glossary.terms, t.id, 'glossary term'),
      })),
    },
  };
}

export type CaseStudies = ReturnType<typeof readCaseStudies>;
export type Resources = ReturnType<typeof readResources>;

/** One printable resource by slug, with its kind. */
export async function getResource(locale: Locale, slug: string) {
  const r = await getResources(locale);
  const checklist = r.checklists.find((c) => c.slug === slug);
  if (checklist) return { kind: 'checklist' as const, labels: r.labels, item: checklist };
  if (r.amcComparison.slug === slug)
    return { kind: 'comparison' as const, labels: r.labels, item: r.amcComparison };
  if (r.glossary.slug === slug)
    return { kind: 'glossary' as const, labels: r.labels, item: r.glossary };
  return null;
}
