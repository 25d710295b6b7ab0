'use client';

import {
  lazy,
  startTransition,
  Suspense,
  useActionState,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import { submitLeadAction } from '@/lib/leads/action';
import type { ActionState as FormState } from '@/lib/requests/action-state';
import type { FormRefusal } from '@/lib/requests/refusal';
import type { LeadKind } from '@/lib/leads/model';
import { RequiredNote } from '@/components/ui/Field';
import { Field } from './Field';
import type { ToastNotice } from './ResultToast';
import type { FieldSpec, LeadFormProps } from './types';
import { WhatsappQuestion } from './WhatsappQuestion';

type Values = Record<string, string | boolean | undefined>;

// The toast library arrives with the first result to show, not with the page.
const ResultToast = lazy(() => import('./ResultToast'));

// The shared zod schema validates in the browser, loaded on the form's first validation (a blur or a
// submit): about 30 KB of gzip JavaScript that a visitor who only reads the page never downloads.
const loadResolver = () => import('./lead-resolver');
const lazyResolver =
  (kind: LeadFormProps['kind']): Resolver<Values> =>
  async (values, context, options) =>
    ((await loadResolver()).resolverFor(kind) as unknown as Resolver<Values>)(
      values,
      context,
      options,
    );

// Bound once per kind at module level: a bind inside render would give the action a new identity on
// every render, and React would then re-render a no-JavaScript form post forever.
// Written out rather than mapped over the model's leadKinds: the type still requires every kind, and
// the model module then stays out of every form page's script (~165 bytes of gzip).
/** An enquiry's form error is a code (lib/requests/refusal.ts); its words are under forms.result. */
const resultKey = (code: string) =>
  code === 'failed' ? 'errorText' : (code as Exclude<FormRefusal, 'failed'>);

const actions: Record<LeadKind, (state: FormState, data: FormData) => Promise<FormState>> = {
  contact: submitLeadAction.bind(null, 'contact'),
  quote: submitLeadAction.bind(null, 'quote'),
  callback: submitLeadAction.bind(null, 'callback'),
  career: submitLeadAction.bind(null, 'career'),
};

/**
 * Every lead form: validates inline with the shared zod schema, posts through the server action, and
 * still works as a plain HTML form when JavaScript is off (the action's state is rendered by the server).
 */
export function LeadForm({
  kind,
  fields,
  locale,
  dir,
  privacyNote,
  sourcePath,
  permalink,
  defaults = {},
  prefillFromQuery = [],
  hidden = {},
  whatsapp,
}: LeadFormProps) {
  const t = useTranslations('forms');
  // The permalink is the form's action attribute (the page's own address): without it React writes
  // action="", which HTML does not allow.
  const [state, formAction, pending] = useActionState<FormState, FormData>(
    actions[kind],
    { ok: null },
    permalink,
  );
  const keyRef = useRef<HTMLInputElement>(null);
  const startedRef = useRef<HTMLInputElement>(null);

  // After a post without JavaScript the server hands back what was typed; it becomes the HTML's values.
  const echoed = state.ok === false ? (state.values ?? {}) : {};
  const initial: Record<string, string> = {
    ...Object.fromEntries(fields.map((f) => [f.name, ''])),
    ...defaults,
    ...echoed,
  };
  const form = useForm<Values>({
    resolver: lazyResolver(kind),
    defaultValues: { ...initial, marketingConsent: echoed.marketingConsent === 'on' },
    mode: 'onTouched',
  });

  // A fresh key and start time for each showing of the form, written straight into the hidden inputs
  // (the prerendered HTML cannot carry them): a double click or a retried request reuses the key, so
  // the server stores the lead once.
  const renew = useCallback(() => {
    if (keyRef.current) keyRef.current.value = crypto.randomUUID();
    if (startedRef.current) startedRef.current.value = String(Date.now());
  }, []);
  useEffect(renew, [renew]);

  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    for (const name of prefillFromQuery) {
      const value = params.get(name);
      if (value && fields.some((f) => f.name === name)) form.setValue(name, value);
    }
  }, [prefillFromQuery, fields, form]);

  // Each outcome is said once. A sent form and a refused one (rate limit, spam filter, failure) are
  // said by the message above the form, which stays and is focused; fields to correct, by their own
  // errors plus one toast that points at them (there is no box above the form for that case).
  // `sentBack` counts the sends the form's own check (the shared zod schema) stopped; a valid send resets it.
  const [sentBack, setSentBack] = useState(0);
  // The WhatsApp question is plain radios, outside the schema's fields: a send the form's own check
  // stops says it is unanswered with the other fields, not only once the server has seen the form.
  const [whatsappMissing, setWhatsappMissing] = useState(false);
  const notice = useMemo<ToastNotice | null>(() => {
    const fieldsRefused = state.ok === false && !state.formError;
    if (!fieldsRefused && sentBack === 0) return null;
    return { title: t('result.errorTitle'), description: t('result.checkFields') };
  }, [state, sentBack, t]);
  const outcomeRef = useRef<HTMLDivElement>(null);

  const lastState = useRef(state);
  useEffect(() => {
    if (lastState.current === state || state.ok === null) return;
    lastState.current = state;
    if (state.ok) {
      form.reset();
      renew();
      outcomeRef.current?.focus();
    } else if (state.formError) {
      outcomeRef.current?.focus();
    } else {
      for (const [name, code] of Object.entries(state.fieldErrors))
        form.setError(name, { message: code });
    }
  }, [state, form, renew]);

  const onSubmit = form.handleSubmit(
    (_values, event) => {
      setSentBack(0);
      setWhatsappMissing(false);
      const data = new FormData(event!.target as HTMLFormElement);
      startTransition(() => formAction(data));
    },
    (_errors, event) => {
      setSentBack((n) => n + 1);
      const data = new FormData(event!.target as HTMLFormElement);
      setWhatsappMissing(Boolean(whatsapp) && !data.get('whatsappUpdates'));
    },
  );

  const serverErrors = state.ok === false ? (state.fieldErrors ?? {}) : {};
  // The code is the zod issue's message (required, invalid, tooLong), on the client or from the server;
  // its text comes with the field from the server.
  const errorFor = (field: FieldSpec) => {
    const code = form.formState.errors[field.name]?.message ?? serverErrors[field.name];
    // A code the field has no words for (never zod's own English) reads as "invalid".
    return code ? (field.errors[code] ?? field.errors.invalid ?? code) : undefined;
  };

  return (
    <>
      {notice && (
        <Suspense fallback={null}>
          <ResultToast
            notice={notice}
            dir={dir}
            labels={{ region: t('result.toastRegion'), close: t('result.toastClose') }}
          />
        </Suspense>
      )}
      {state.ok !== null && (state.ok || state.formError) && (
        <div
          ref={outcomeRef}
          tabIndex={-1}
          role={state.ok ? 'status' : 'alert'}
          className={`mb-4 rounded-md p-4 ${state.ok ? 'bg-green-50 text-green-900' : 'bg-red-50 text-red-900'}`}
          data-testid={state.ok ? 'form-success' : 'form-refused'}
        >
          <p className="font-bold">
            {state.ok ? t(`result.sent.${kind}.title`) : t('result.errorTitle')}
          </p>
          <p>
            {state.ok ? t(`result.sent.${kind}.text`) : t(`result.${resultKey(state.formError!)}`)}
          </p>
          {state.ok && state.reference && (
            <p className="mt-1" data-testid="form-reference">
              {t('result.reference', { reference: state.reference })}
            </p>
          )}
        </div>
      )}
      <form
        action={formAction}
        onSubmit={onSubmit}
        onFocus={() => void loadResolver()}
        noValidate
        className="grid gap-4 sm:grid-cols-2"
        data-testid={`form-${kind}`}
      >
        <RequiredNote className="sm:col-span-2">{t('requiredNote')}</RequiredNote>
        {fields.map((field) => (
          <Field
            key={field.name}
            spec={field}
            register={form.register}
            error={errorFor(field)}
            defaultValue={initial[field.name]}
          />
        ))}
        {/* Honeypot: off-screen and skipped by keyboard and assistive technology; people never fill it. */}
        <div aria-hidden="true" className="absolute -start-[9999px] h-px w-px overflow-hidden">
          <label>
            {t('fields.website.label')}
            <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
          </label>
        </div>
        {/* No value prop: React re-applies a hidden input's defaultValue on every render (for a hidden
            input that is its value), which wiped what renew() wrote: the server then got no key and
            no start time. Only renew() writes these two. */}
        <input ref={keyRef} type="hidden" name="idempotencyKey" />
        {/* After a refused post the server hands back the start time to send next (the one posted, or
            its own clock for a post that had none): equal to what renew() wrote when JavaScript runs. */}
        <input
          ref={startedRef}
          type="hidden"
          name="startedAt"
          defaultValue={state.ok === false ? state.startedAt : undefined}
        />
        <input type="hidden" name="sourcePath" value={sourcePath} />
        <input type="hidden" name="locale" value={locale} />
        {Object.entries(hidden).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <div className="space-y-2 text-sm text-gray-700 sm:col-span-2">
          {whatsapp && (
            <WhatsappQuestion
              text={whatsapp}
              chosen={echoed.whatsappUpdates}
              id="whatsappUpdates"
              error={
                serverErrors.whatsappUpdates || whatsappMissing ? whatsapp.required : undefined
              }
              onAnswer={() => setWhatsappMissing(false)}
            />
          )}
          {/* Not on a job application (lib/leads/model.ts asksMarketingConsent, also applied by the
              server): kind written out so the model stays out of the page's script. */}
          {kind !== 'career' && (
            <label className="flex items-start gap-2">
              <input
                type="checkbox"
                defaultChecked={echoed.marketingConsent === 'on'}
                {...form.register('marketingConsent')}
                className="mt-1 size-4 shrink-0"
              />
              <span>{t('consent.marketing')}</span>
            </label>
          )}
          <p>{privacyNote}</p>
        </div>
        <div className="sm:col-span-2">
          {/* buttonClass({ size: 'lg' }) written out (components/ui/Button): the Button module would add
              ~300 bytes of gzip to every form page's script for one submit button. */}
          <button
            type="submit"
            disabled={pending}
            className="inline-block rounded-md bg-brand-600 px-6 py-3 font-bold text-white hover:bg-brand-700 disabled:opacity-70"
          >
            {pending ? t('submit.sending') : t(`submit.${kind}`)}
          </button>
        </div>
      </form>
    </>
  );
}
