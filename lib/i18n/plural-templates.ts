// A message with a plural (`{units, plural, …}`) that the browser fills with its own number: the server
// cannot leave `{units}` in it (ICU would pluralise the text "{units}", and print "NaN"), so it renders
// one template per plural category of the language, with a sample number of that category turned back
// into the placeholder. The browser picks the template by Intl.PluralRules and fills it.

export type PluralTemplates = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

export function pluralTemplates(
  locale: string,
  render: (sample: number) => string,
  placeholder = '{units}',
): PluralTemplates {
  const rules = new Intl.PluralRules(locale);
  const templates: Partial<Record<Intl.LDMLPluralRule, string>> = {};
  for (let n = 0; n <= 200; n++) {
    const category = rules.select(n);
    if (templates[category] === undefined)
      templates[category] = render(n).replaceAll(String(n), placeholder);
  }
  return { other: render(1000).replaceAll('1000', placeholder), ...templates };
}

/** The template for `count` in `locale`. */
export const pluralTemplate = (templates: PluralTemplates, locale: string, count: number) =>
  templates[new Intl.PluralRules(locale).select(count)] ?? templates.other;
