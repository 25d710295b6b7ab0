import { NextIntlClientProvider } from 'next-intl';
import { localizedPath } from '@/lib/i18n/paths';
import { getLocale, getMessages, getTranslations } from 'next-intl/server';
import { isMessageKey } from '@/lib/i18n/message-key';
import { localeInfo } from '@/lib/i18n/locales';
import {
  asksMarketingConsent,
  asksWhatsapp,
  careerRoles,
  formFields,
  MAX_AC_UNITS,
  MIN_AC_UNITS,
  type FieldCopy,
  type LeadKind,
  type OptionSource,
} from '@/lib/leads/model';
import { emirateChoices, propertyChoices, serviceChoices } from '@/lib/requests/choices';
import { whatsappQuestion } from '@/lib/notify/consent';
import { LeadForm } from './LeadForm';
import { privacyNote } from './privacy-note';
import { slotOptions } from './slot-options';
import type { FieldOption, FieldSpec } from './types';

/** Server side of a lead form: field list with translated options, and only the form's messages. */
export async function LeadFormSection({
  kind,
  sourcePath,
  defaults,
  prefillFromQuery,
  hidden,
}: {
  kind: LeadKind;
  sourcePath: string;
  defaults?: Record<string, string>;
  prefillFromQuery?: string[];
  hidden?: Record<string, string>;
}) {
  const locale = await getLocale();
  const t = await getTranslations('forms.options');
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
    // Offers go where the form lets us reach the visitor: a call-back form asks for no e-mail.
    consent: {
      marketing: formFields[kind].some((f) => f.name === 'email')
        ? consent.marketing
        : consent.marketingNoEmail,
    },
  };
  const fieldText = (name: FieldCopy, part: 'placeholder') => {
    const key = `${name}.${part}`;
    return isMessageKey(fields, key) ? tFields(key) : undefined;
  };
  // A hint may hold a left-to-right example (a phone number): <ltr> isolates it, as the header and
  // footer isolate the phone, or the Arabic paragraph would show its digit groups in reverse order.
  const hintText = (name: FieldCopy) => {
    const key = `${name}.hint`;
    return isMessageKey(fields, key)
      ? tFields.rich(key, { ltr: (chunks) => <bdi dir="ltr">{chunks}</bdi> })
      : undefined;
  };
  const errorsByField: Record<string, object | undefined> = messages.forms.errors;
  // The values a field's errors quote: the unit count's limits are the model's (lib/leads/model.ts).
  const errorValues: Partial<Record<FieldCopy, Record<string, string>>> = {
    acUnits: { min: String(MIN_AC_UNITS), max: String(MAX_AC_UNITS) },
  };
  const errorTexts = (name: FieldCopy) =>
    Object.fromEntries(
      Object.keys(errorsByField[name] ?? {}).map((code) => {
        const key = `${name}.${code}`;
        return [
          code,
          isMessageKey(messages.forms.errors, key) ? tErrors(key, errorValues[name]) : code,
        ];
      }),
    );

  const options: Record<Exclude<OptionSource, 'slot'>, FieldOption[]> = {
    service: await serviceChoices(locale),
    emirate: await emirateChoices(locale),
    propertyType: await propertyChoices(locale),
    role: careerRoles.map((r) => ({ value: r, label: t(`role.${r}`) })),
  };
  // Only the forms that ask for a time read the calendar, at request time: what is offered changes by
  // the hour (and with the closed days staff enter), so those pages are rendered per request.
  const slots = kind === 'quote' || kind === 'callback' ? await slotOptions(kind, locale) : [];
  const fieldSpecs: FieldSpec[] = formFields[kind].map(({ options: source, copy, ...field }) => ({
    ...field,
    ...(source ? { options: source === 'slot' ? slots : options[source] } : {}),
    label: tFields(`${copy ?? field.name}.label`),
    hint: hintText(copy ?? field.name),
    placeholder: fieldText(copy ?? field.name, 'placeholder'),
    errors: errorTexts(copy ?? field.name),
  }));

  // A quote leads to a visit: while WhatsApp is on, it asks for updates there as the booking does.
  const question = asksWhatsapp(kind) ? whatsappQuestion(locale, 'survey') : undefined;
  const whatsapp = question && { ...question, required: tErrors('whatsappUpdates.required') };

  return (
    <NextIntlClientProvider
      messages={{ forms: clientForms, common: { loading: messages.common.loading } }}
    >
      <LeadForm
        kind={kind}
        fields={fieldSpecs}
        locale={locale}
        dir={localeInfo[locale].dir}
        // A job application gets no offers (asksMarketingConsent), so its note does not mention them.
        privacyNote={await privacyNote(
          locale,
          asksMarketingConsent(kind) ? 'privacy' : 'privacyApplication',
        )}
        sourcePath={sourcePath}
        hidden={hidden}
        permalink={localizedPath(locale, sourcePath)}
        defaults={defaults}
        prefillFromQuery={prefillFromQuery}
        whatsapp={whatsapp}
      />
    </NextIntlClientProvider>
  );
}
