import type { ReactNode } from 'react';
import { randomUUID } from 'node:crypto';
import Form from 'next/form';
import { getTranslations } from 'next-intl/server';
import { FocusOnMount } from '@/components/ui/FocusOnMount';
import { focusTarget } from '@/components/ui/focus-target';
import { Field, RequiredNote } from '@/components/ui/Field';
import { Button } from '@/components/ui/Button';
import { InputField, type InputAttributes } from '@/components/ui/InputField';
import { Select, type SelectOption } from '@/components/ui/Select';
import { bookingScopeSchema } from '@/lib/booking/schema';
import type { ScopeValues } from '@/lib/booking/scope';
import { getPathname } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import {
  emirateChoices,
  propertyChoices,
  serviceChoices,
  type AreaChoice,
} from '@/lib/requests/choices';
import { MAX_AC_UNITS, MAX_AREA_LENGTH } from '@/lib/leads/model';
import { requiredFields } from '@/lib/validation/required';
import { DiagnosisNote } from '@/components/pricing/DiagnosisNote';
import { basketUnits, DIAGNOSIS_ID, linesFrom, lineToken } from '@/lib/pricing/basket';
import { linesEstimateQuery } from '@/lib/pricing/catalogue-link';
import { diagnosisWords } from '@/lib/pricing/diagnosis-text';
import { localizedPath } from '@/lib/i18n/paths';
import { getPrices } from '@/lib/pricing/store';
import { coolsAir } from '@/lib/catalogue/services';
import { BookingEstimate } from './BookingEstimate';

// Asterisks where the server refuses an empty value (the same for every request).
const required = requiredFields(bookingScopeSchema);

/**
 * Step 1, what and where: a GET form to /book, so the choice lives in the address (an entry link can
 * pre-fill it, the back button keeps it). With JavaScript, next/form turns the submit into a client-side
 * navigation; without, it is a plain GET. Errors show only once the visitor has sent the step (go=1):
 * an entry link that names a service and an emirate is a start, not a mistake.
 */
export async function ScopeForm({
  locale,
  values,
  errors,
  areas,
  arrived = false,
}: {
  /** Back from step 2 ("Change"): the focus lands on this step's heading, unless an error takes it. */
  arrived?: boolean;
  locale: Locale;
  values: ScopeValues;
  errors: Partial<Record<keyof ScopeValues, string>>;
  areas: AreaChoice[];
}) {
  const t = await getTranslations({ locale, namespace: 'booking' });
  const tFields = await getTranslations({ locale, namespace: 'forms.fields' });
  const tForms = await getTranslations({ locale, namespace: 'forms' });
  const [services, emirates, properties] = await Promise.all([
    serviceChoices(locale),
    emirateChoices(locale),
    propertyChoices(locale),
  ]);
  const first = (['service', 'acUnits', 'propertyType', 'emirate', 'area'] as const).find(
    (f) => errors[f],
  );
  const serviceGroups = [...new Set(services.map((s) => s.group))];
  const areaGroups = emirates.filter((e) => areas.some((a) => a.emirate === e.value));
  // An area given by its slug (an entry link) shows by its name in the page's language.
  const areaText = areas.find((a) => a.slug === values.area)?.name ?? values.area;
  // A basket the estimate's link carried travels on as it is, shown line by line, and says how
  // many units; otherwise the visitor may choose a diagnosis visit (a unit not cooling).
  // The form's selects: a labelled field with its placeholder choice, then the choices.
  const selectField = (
    name: 'service' | 'propertyType' | 'emirate',
    options: readonly SelectOption[],
    children?: ReactNode,
    className?: string,
  ) => (
    <Field
      id={`scope-${name}`}
      required={required[name]}
      label={tFields(`${name}.label`)}
      error={errors[name]}
      className={className}
    >
      {(aria) => (
        <Select
          {...aria}
          name={name}
          defaultValue={values[name]}
          autoFocus={first === name}
          placeholder={tFields(`${name}.placeholder`)}
          options={options}
        >
          {children}
        </Select>
      )}
    </Field>
  );
  // Its text fields likewise: a labelled field with a hint, the input's own attributes in `input`.
  const textField = (
    name: 'acUnits' | 'area',
    label: string,
    hint: string,
    input: InputAttributes,
  ) => (
    <InputField
      id={`scope-${name}`}
      required={required[name]}
      label={label}
      hint={hint}
      error={errors[name]}
      input={{ name, ...input, autoFocus: first === name }}
    />
  );
  const diagnosisToken = lineToken({ priceId: DIAGNOSIS_ID, unitType: null, count: 1 });
  const carried = linesFrom(values.lines).lines;
  const basket = carried.length > 0 && values.lines !== diagnosisToken;
  const units = basket ? basketUnits(carried) : 0;
  const diagnosis = basket ? null : diagnosisWords(locale, await getPrices());

  return (
    <section aria-labelledby="booking-scope-heading">
      <h2
        {...(arrived && !first
          ? focusTarget('booking-scope-heading')
          : { id: 'booking-scope-heading' })}
        className="text-xl font-bold text-brand-900"
      >
        {t('steps.scope')}
      </h2>
      {arrived && !first && <FocusOnMount id="booking-scope-heading" />}
      {/* Sent with JavaScript, the fields are not mounted again, so autoFocus alone would not move it. */}
      {first && <FocusOnMount key={randomUUID()} id={`scope-${first}`} />}
      <Form
        action={getPathname({ href: '/book', locale })}
        className="mt-3 grid gap-4 sm:grid-cols-2"
        data-testid="booking-scope"
        noValidate
      >
        <RequiredNote className="sm:col-span-2">{tForms('requiredNote')}</RequiredNote>
        {selectField(
          'service',
          [],
          serviceGroups.map((g) => (
            <optgroup key={g} label={g}>
              {services
                .filter((s) => s.group === g)
                .map((s) => (
                  <option
                    key={s.value}
                    value={s.value}
                    {...(coolsAir(s.value) ? { 'data-cools-air': '' } : {})}
                  >
                    {s.label}
                  </option>
                ))}
            </optgroup>
          )),
          'sm:col-span-2',
        )}
        {selectField('propertyType', properties)}
        {basket ? (
          <div className="sm:col-span-2">
            <input type="hidden" name="lines" value={values.lines} />
            {units > 0 && <input type="hidden" name="acUnits" value={String(units)} />}
            <BookingEstimate locale={locale} scope={values} />
            {/* The basket is fixed here (its lines travel as one field): it changes where every line
                can be edited, and comes back from there with the Book button. */}
            <p className="mt-2 text-sm">
              <a
                href={`${localizedPath(locale, '/estimate')}?${linesEstimateQuery(carried, values)}`}
                className="font-semibold text-brand-700 underline"
                data-testid="change-lines"
              >
                {t('scope.changeLines')}
              </a>
            </p>
          </div>
        ) : (
          diagnosis && (
            // Shown while an AC service is chosen (app/globals.css, [data-ac-only]).
            <div className="rounded-md border border-gray-200 p-3 sm:col-span-2" data-ac-only>
              <label className="flex items-center gap-2 font-semibold">
                <input
                  type="checkbox"
                  name="lines"
                  value={diagnosisToken}
                  defaultChecked={values.lines === diagnosisToken}
                  className="size-4"
                  data-testid="scope-diagnosis"
                />
                {diagnosis.label}
              </label>
              <DiagnosisNote words={diagnosis} />
            </div>
          )
        )}
        {(!basket || units === 0) &&
          textField('acUnits', t('scope.unitsLabel'), t('scope.unitsHint'), {
            // Text with a numeric keyboard: type=number drops «٤٠» typed on an Arabic keyboard.
            maxLength: String(MAX_AC_UNITS).length,
            inputMode: 'numeric',
            defaultValue: values.acUnits,
          })}
        {selectField('emirate', emirates)}
        {textField('area', tFields('area.label'), t('scope.areaHint'), {
          list: 'scope-area-list',
          autoComplete: 'off',
          maxLength: MAX_AREA_LENGTH,
          defaultValue: areaText,
        })}
        {/* Suggestions by name in the page's language; the server stores a known one by its slug. */}
        <datalist id="scope-area-list">
          {areaGroups.flatMap((e) =>
            areas
              .filter((a) => a.emirate === e.value)
              .map((a) => <option key={`${e.value}/${a.slug}`} value={a.name} label={e.label} />),
          )}
        </datalist>
        <input type="hidden" name="go" value="1" />
        <div className="sm:col-span-2">
          <Button type="submit" size="lg">
            {t('scope.next')}
          </Button>
        </div>
      </Form>
    </section>
  );
}
