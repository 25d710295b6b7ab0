import { areaOfAnotherEmirate, knownAreas } from '@/lib/booking/scope';
import { areaNamespace } from '@/lib/catalogue/places';
import { getPageName } from '@/lib/content/page-copy';
import { locales } from '@/lib/i18n/routing';

// The catalogue's areas as visitors name them, in every language: to store a known one by its slug
// and to refuse one of another emirate than the one chosen (every request form with an emirate).

/** The catalogue's areas with their names in every language, to recognise what a visitor typed. */
export const areasForMatching = () =>
  knownAreas((emirate, slug) =>
    locales.map((l) => getPageName(l, areaNamespace(emirate, slug)) ?? slug),
  );

/**
 * The area field's error when a post names an emirate and a known area of another one; none for a
 * post without both (a form with no area, a free-text area of the chosen emirate).
 */
export function areaEmirateCheck(raw: Record<string, unknown>): [string, 'otherEmirate'][] {
  const { emirate, area } = raw;
  if (typeof emirate !== 'string' || typeof area !== 'string') return [];
  return areaOfAnotherEmirate(area, emirate, areasForMatching()) ? [['area', 'otherEmirate']] : [];
}
