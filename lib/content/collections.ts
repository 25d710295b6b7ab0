import { z } from 'zod';
import { resourceSlugs } from '@/lib/catalogue';
import { loadMessages } from '@/lib/i18n/messages';

// Case studies and resources: validated when the pages are built.

const meta = z.object({ title: z.string().min(1).max(42), description: z.string().min(50).max(160) });

export const caseStudiesSchema = z.object({
  meta,
  h1: z.string(),
  lead: z.string(),
  note: z.string(),
  labels: z.object({ client: z.string(), location: z.string(), problem: z.string(), work: z.string(), outcome: z.string(), results: z.string(), services: z.string() }),
  items: z
    .array(
      z.object({
        slug: z.string().regex(/^[a-z0-9-]+$/),
        title: z.string(),
        clientType: z.string(),
        location: z.string(),
        problem: z.string(),
        work: z.array(z.string()).min(3),
        outcome: z.string(),
        results: z.array(z.string()).min(1),
        services: z.array(z.string()).min(1),
      }),
    )
    .min(4),
});

const guide = { slug: z.enum(resourceSlugs), title: z.string(), metaDescription: z.string().min(50).max(160), summary: z.string(), intro: z.string() };

export const resourcesSchema = z.object({
  meta,
  h1: z.string(),
  lead: z.string(),
  labels: z.object({ print: z.string(), printHint: z.string(), open: z.string(), checklistsHeading: z.string(), guidesHeading: z.string(), term: z.string(), english: z.string(), arabic: z.string(), definition: z.string() }),
  checklists: z.array(z.object({ ...guide, sections: z.array(z.object({ heading: z.string(), items: z.array(z.string()).min(1) })).min(1) })).min(3),
  amcComparison: z.object({ ...guide, columns: z.array(z.string()).length(4), rows: z.array(z.array(z.string()).length(4)).min(8), note: z.string() }),
  glossary: z.object({ ...guide, terms: z.array(z.object({ en: z.string(), ar: z.string(), definition: z.string() })).min(25) }),
});

export type CaseStudies = z.infer<typeof caseStudiesSchema>;
export type Resources = z.infer<typeof resourcesSchema>;

export function getCaseStudies(locale: string): CaseStudies {
  return caseStudiesSchema.parse(loadMessages(locale).caseStudies);
}

export function getResources(locale: string): Resources {
  return resourcesSchema.parse(loadMessages(locale).resources);
}

/** One printable resource by slug, with its kind. */
export function getResource(locale: string, slug: string) {
  const r = getResources(locale);
  const checklist = r.checklists.find((c) => c.slug === slug);
  if (checklist) return { kind: 'checklist' as const, labels: r.labels, item: checklist };
  if (r.amcComparison.slug === slug) return { kind: 'comparison' as const, labels: r.labels, item: r.amcComparison };
  if (r.glossary.slug === slug) return { kind: 'glossary' as const, labels: r.labels, item: r.glossary };
  return null;
}
