// Which calculator pages exist, under /calculators/<slug>. Each has its copy in
// messages/<locale>/calculators/<slug>.json and its pure function in lib/calculators.

export const calculatorSlugs = [
  'hvac-cooling-load',
  'ventilation',
  'unit-converter',
  'ac-electrical-load',
  'duct-size',
  'chilled-water-pipe',
] as const;
export type CalculatorSlug = (typeof calculatorSlugs)[number];

export const calculatorPath = (slug?: string) => (slug ? `/calculators/${slug}` : '/calculators');

export const isCalculator = (slug: string): slug is CalculatorSlug =>
  (calculatorSlugs as readonly string[]).includes(slug);

/** The service a calculator's "Get a Quote" link pre-selects. */
export const calculatorService: Record<CalculatorSlug, string> = {
  'hvac-cooling-load': 'air-conditioning/installation',
  ventilation: 'ventilation',
  'unit-converter': 'hvac',
  'ac-electrical-load': 'mep/electrical-services',
  'duct-size': 'ventilation',
  'chilled-water-pipe': 'commercial-hvac/chiller-services',
};
