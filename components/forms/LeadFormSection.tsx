import { NextIntlClientProvider } from 'next-intl';
import { getLocale, getMessages, getTranslations } from 'next-intl/server';
import { emirates, serviceGroups, services } from '@/lib/catalogue';
import { getPageName } from '@/lib/content/page-copy';
import { getPathname } from '@/lib/i18n/navigation';
import { allWindows, dubaiToday } from '@/lib/leads/hours';
import { careerRoles, propertyTypes, type LeadKind } from '@/lib/leads/schemas';
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
  const messages = await getMessages();
  // What the form itself shows; option labels and the privacy notice are rendered here on the server.
  const { fields, errors, result, submit, consent } = messages.forms;
  const clientForms = { fields, errors, result, submit, consent: { marketing: consent.marketing } };

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
  const fieldSets: Record<LeadKind, FieldSpec[]> = {
    contact: [
      { name: 'fullName', type: 'text', autoComplete: 'name', required: true },
      { name: 'email', type: 'email', autoComplete: 'email', required: true, half: true },
      { name: 'phone', type: 'tel', autoComplete: 'tel', required: true, half: true },
      { name: 'message', type: 'textarea', required: true },
    ],
    quote: [
      { name: 'service', type: 'select', options: serviceOptions, required: true },
      {
        name: 'emirate',
        type: 'select',
        options: emirates.map((e) => ({ value: e.slug, label: tc(`emirates.${e.slug}`) })),
        required: true,
        half: true,
      },
      { name: 'area', type: 'text', half: true },
      {
        name: 'propertyType',
        type: 'select',
        options: propertyTypes.map((p) => ({ value: p, label: t(`propertyType.${p}`) })),
        required: true,
        half: true,
      },
      { name: 'acUnits', type: 'number', half: true },
      { name: 'preferredDate', type: 'date', required: true, half: true, min: dubaiToday() },
      {
        name: 'preferredWindow',
        type: 'select',
        options: allWindows.map((w) => ({ value: w, label: t(`window.${w}`) })),
        required: true,
        half: true,
      },
      { name: 'fullName', type: 'text', autoComplete: 'name', required: true },
      { name: 'phone', type: 'tel', autoComplete: 'tel', required: true, half: true },
      { name: 'email', type: 'email', autoComplete: 'email', required: true, half: true },
      { name: 'message', type: 'textarea' },
    ],
    callback: [
      { name: 'fullName', type: 'text', autoComplete: 'name', required: true, half: true },
      { name: 'phone', type: 'tel', autoComplete: 'tel', required: true, half: true },
      {
        name: 'day',
        type: 'select',
        options: (['today', 'tomorrow'] as const).map((d) => ({ value: d, label: t(`day.${d}`) })),
        required: true,
        half: true,
      },
      {
        name: 'preferredWindow',
        type: 'select',
        options: allWindows.map((w) => ({ value: w, label: t(`window.${w}`) })),
        required: true,
        half: true,
      },
      { name: 'service', type: 'select', options: serviceOptions, required: true },
    ],
    career: [
      { name: 'fullName', type: 'text', autoComplete: 'name', required: true },
      { name: 'email', type: 'email', autoComplete: 'email', required: true, half: true },
      { name: 'phone', type: 'tel', autoComplete: 'tel', required: true, half: true },
      {
        name: 'role',
        type: 'select',
        options: careerRoles.map((r) => ({ value: r, label: t(`role.${r}`) })),
        required: true,
      },
      { name: 'message', type: 'textarea', required: true },
    ],
  };

  return (
    <NextIntlClientProvider
      messages={{ forms: clientForms, common: { loading: messages.common.loading } }}
    >
      <LeadForm
        kind={kind}
        fields={fieldSets[kind]}
        locale={locale}
        privacyNote={tConsent.rich('privacy', {
          link: (chunks) => (
            <a href={privacyHref} className="text-brand-700 underline">
              {chunks}
            </a>
          ),
        })}
        sourcePath={sourcePath}
        defaults={defaults}
        prefillFromQuery={prefillFromQuery}
      />
    </NextIntlClientProvider>
  );
}
