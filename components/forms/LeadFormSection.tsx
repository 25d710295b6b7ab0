import { NextIntlClientProvider } from 'next-intl';
import { localizedPath } from '@/lib/i18n/paths';
import { getLocale, getMessages, getTranslations } from 'next-intl/server';
import { emirates, serviceGroups, services } from '@/lib/catalogue';
import { getPageName } from '@/lib/content/page-copy';
import { isMessageKey } from '@/lib/i18n/message-key';
import { localeInfo } from '@/lib/i18n/locales';
import { getPathname } from '@/lib/i18n/navigation';
import {
  BOOKING_HORIZON_DAYS,
  openingHours,
  uaeDatePlus,
  uaeToday,
  windowsOf,
} from '@/lib/config/hours';
import { dayRange } from '@/lib/i18n/hours-text';
import {
  callbackDayNames,
  careerRoles,
  formFields,
  propertyTypes,
  type LeadKind,
  type OptionSource,
} from '@/lib/leads/model';
import { LeadForm } from './LeadForm';
import type { FieldOption, FieldSpec } from './types';

/** Server side of a lead form: field list with translated options, and only the form's messages. */
export async function LeadFormSection({
  kind,
  sourcePath,
  defaults,
  prefillFromQuery,
}: {
  kind: LeadKind;
  sourcePath: string;
  defaults?: Record<string, string>;
  prefillFromQuery?: string[];
}) {
  const locale = await getLocale();
  const t = await getTranslations('forms.options');
  const tConsent = await getTranslations('forms.consent');
  const privacyHref = getPathname({ href: '/privacy', locale });
  const tc = await getTranslations('common');
  const tFields = await getTranslations('forms.fields');
  const tErrors = await getTranslations('forms.errors');
  const messages = await getMessages();
  // What the form itself formats in the browser: results, buttons, the consent box and the honeypot's
  // label. Field labels, hints, placeholders, error texts, option labels and the privacy notice are
  // rendered here on the server, so the form's script needs no message lookup.
  const { fields, result, submit, consent, requiredNote } = messages.forms;
  const clientForms = {
    requiredNote,
    fields: { website: fields.website },
    result,
    submit,
    consent: { marketing: consent.marketing },
  };
  const fieldText = (name: FieldSpec['name'], part: 'hint' | 'placeholder') => {
    const key = `${name}.${part}`;
    return isMessageKey(fields, key) ? tFields(key) : undefined;
  };
  const errorsByField: Record<string, object | undefined> = messages.forms.errors;
  const errorTexts = (name: FieldSpec['name']) =>
    Object.fromEntries(
      Object.keys(errorsByField[name] ?? {}).map((code) => {
        const key = `${name}.${code}`;
        return [code, isMessageKey(messages.forms.errors, key) ? tErrors(key) : code];
      }),
    );

  const serviceOptions: FieldOption[] = serviceGroups.flatMap((group) =>
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
  // The time windows grouped by the days they apply to ("Sunday to Thursday", "Friday"), from the same
  // opening hours the server checks a request against.
  // Every window has a label in both languages (lib/config/hours-facts.test.ts); the guard only
  // narrows the computed key for the translator.
  const windowOptions: FieldOption[] = openingHours.flatMap((hours) =>
    windowsOf(hours).map((w) => {
      const key = `window.${w}`;
      return {
        value: w,
        label: isMessageKey(messages.forms.options, key) ? t(key) : w,
        group: dayRange(hours.days, locale, tc),
      };
    }),
  );
  const options: Record<OptionSource, FieldOption[]> = {
    service: serviceOptions,
    emirate: emirates.map((e) => ({ value: e.slug, label: tc(`emirates.${e.slug}`) })),
    propertyType: propertyTypes.map((p) => ({ value: p, label: t(`propertyType.${p}`) })),
    window: windowOptions,
    day: callbackDayNames.map((d) => ({ value: d, label: t(`day.${d}`) })),
    role: careerRoles.map((r) => ({ value: r, label: t(`role.${r}`) })),
  };
  const fieldSpecs: FieldSpec[] = formFields[kind].map(({ options: source, ...field }) => ({
    ...field,
    ...(source ? { options: options[source] } : {}),
    ...(field.type === 'date' ? { min: uaeToday(), max: uaeDatePlus(BOOKING_HORIZON_DAYS) } : {}),
    label: tFields(`${field.name}.label`),
    hint: fieldText(field.name, 'hint'),
    placeholder: fieldText(field.name, 'placeholder'),
    errors: errorTexts(field.name),
  }));

  return (
    <NextIntlClientProvider
      messages={{ forms: clientForms, common: { loading: messages.common.loading } }}
    >
      <LeadForm
        kind={kind}
        fields={fieldSpecs}
        locale={locale}
        dir={localeInfo[locale].dir}
        privacyNote={tConsent.rich('privacy', {
          link: (chunks) => (
            <a href={privacyHref} className="text-brand-700 underline">
              {chunks}
            </a>
          ),
        })}
        sourcePath={sourcePath}
        permalink={localizedPath(locale, sourcePath)}
        defaults={defaults}
        prefillFromQuery={prefillFromQuery}
      />
    </NextIntlClientProvider>
  );
}
