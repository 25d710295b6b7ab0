import 'server-only';
import { getTranslations } from 'next-intl/server';
import { areaNamespace, emirates, serviceGroups, services } from '@/lib/catalogue';
import { getPageName } from '@/lib/content/page-copy';
import { knownAreas } from '@/lib/booking/scope';
import type { Locale } from '@/lib/i18n/routing';
import { propertyTypes } from '@/lib/leads/model';

// The choices a request form offers (service, emirate, area, property) by their names in the page's
// language, services grouped as the menus group them: one list for the quote form, the booking and the AMC sign-up.

export interface Choice {
  value: string;
  label: string;
  group?: string;
}

export async function serviceChoices(locale: Locale): Promise<Required<Choice>[]> {
  const tc = await getTranslations({ locale, namespace: 'common' });
  return serviceGroups.flatMap((group) =>
    services
      .filter((s) => s.group === group)
      .flatMap((s) => [
        {
          value: s.slug,
          label: getPageName(locale, `service.${s.slug}`) ?? s.slug,
          group: tc(`serviceGroups.${group}`),
        },
        ...s.subs.map((sub) => ({
          value: `${s.slug}/${sub}`,
          label: getPageName(locale, `subservice.${s.slug}.${sub}`) ?? sub,
          group: tc(`serviceGroups.${group}`),
        })),
      ]),
  );
}

export async function emirateChoices(locale: Locale): Promise<Choice[]> {
  const tc = await getTranslations({ locale, namespace: 'common' });
  // Al Ain is a city of Abu Dhabi, listed among the emirates for its own area: the list says so.
  const label = (slug: string) => {
    const own = `emirateChoice.${slug}` as 'emirateChoice.al-ain';
    return tc.has(own) ? tc(own) : tc(`emirates.${slug}` as 'emirates.dubai');
  };
  return emirates.map((e) => ({ value: e.slug, label: label(e.slug) }));
}

export async function propertyChoices(locale: Locale): Promise<Choice[]> {
  const t = await getTranslations({ locale, namespace: 'forms.options' });
  return propertyTypes.map((p) => ({ value: p, label: t(`propertyType.${p}`) }));
}

export interface AreaChoice {
  emirate: string;
  slug: string;
  /** In the page's language. */
  name: string;
}

const areaName = (locale: Locale, emirate: string, slug: string) =>
  getPageName(locale, areaNamespace(emirate, slug)) ?? slug;
export { areasForMatching } from './known-areas';

/** The catalogue's areas named in the page's language. */
export const areaChoices = (locale: Locale): AreaChoice[] =>
  knownAreas(() => []).map((a) => ({
    emirate: a.emirate,
    slug: a.slug,
    name: areaName(locale, a.emirate, a.slug),
  }));
