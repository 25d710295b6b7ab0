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
