// Articles, case studies and resources that exist. Their words live in messages/<locale>/blog/*.md,
// messages/<locale>/caseStudies.json and messages/<locale>/resources.json; a test checks both agree.

export const articleSlugs = [
  'preparing-your-ac-for-summer',
  'how-often-to-clean-split-and-ducted-ac',
  'what-size-ac-do-i-need',
  'what-a-good-ac-amc-includes',
  'chiller-and-vrf-maintenance-for-facility-managers',
  'indoor-air-quality-and-duct-cleaning',
  'cutting-cooling-bills-esma-labels',
  'ventilation-and-humidity-in-villas',
  'choosing-paint-for-the-uae-climate',
] as const;

/**
 * The service each article is about: its closing "Get a quote" link opens the form with it chosen
 * (?service=…, a value of the quote form's service list; lib/catalogue/catalogue.test.ts checks).
 */
export const articleServices: Record<(typeof articleSlugs)[number], string> = {
  'preparing-your-ac-for-summer': 'air-conditioning/maintenance',
  'how-often-to-clean-split-and-ducted-ac': 'air-conditioning/repair-cleaning',
  'what-size-ac-do-i-need': 'air-conditioning/installation',
  'what-a-good-ac-amc-includes': 'air-conditioning/amc',
  'chiller-and-vrf-maintenance-for-facility-managers': 'commercial-hvac/maintenance-contracts',
  'indoor-air-quality-and-duct-cleaning': 'ventilation',
  'cutting-cooling-bills-esma-labels': 'air-conditioning',
  'ventilation-and-humidity-in-villas': 'ventilation',
  'choosing-paint-for-the-uae-climate': 'painting',
};

export const articleTopics = [
  'maintenance',
  'sizing',
  'contracts',
  'commercial',
  'air-quality',
  'energy',
  'ventilation',
  'painting',
] as const;

export const resourceSlugs = [
  'ac-maintenance-checklist',
  'pre-summer-ac-checklist',
  'moving-in-ac-checklist',
  'amc-comparison',
  'hvac-glossary',
] as const;

export const blogPath = (slug?: string) => (slug ? `/blog/${slug}` : '/blog');
export const resourcePath = (slug?: string) => (slug ? `/resources/${slug}` : '/resources');
