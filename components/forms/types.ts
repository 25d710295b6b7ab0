import type { Locale } from '@/lib/i18n/routing';
import type { ReactNode } from 'react';
import type { Messages } from 'next-intl';
import type { LeadFieldName } from '@/lib/leads/model';
import type { LeadKind } from '@/lib/leads/schemas';

export interface FieldOption {
  value: string;
  label: string;
  group?: string;
}

/** One field of a lead form, described by the server (with translated option labels). */
export interface FieldSpec {
  /** A field with its label (and maybe a hint or placeholder) under forms.fields: the type fails to
   *  compile when a form field has no English label. */
  name: LeadFieldName & keyof Messages['forms']['fields'];
  type: 'text' | 'email' | 'tel' | 'textarea' | 'select' | 'number';
  autoComplete?: string;
  options?: FieldOption[];
  required?: boolean;
  min?: number;
  max?: number;
  maxLength?: number;
  /** Half width on wide screens. */
  half?: boolean;
  /** The field's words, translated on the server: the form's script carries no message lookup. */
  label: string;
  /** Rich text: a left-to-right example inside it is isolated. */
  hint?: ReactNode;
  placeholder?: string;
  /** The error texts by code (required, invalid, tooLong …) as the schema and the server name them. */
  errors: Record<string, string>;
}

export interface LeadFormProps {
  kind: LeadKind;
  fields: FieldSpec[];
  locale: Locale;
  /** The page's text direction, from the server's locale table (the table stays out of the form's script). */
  dir: 'ltr' | 'rtl';
  /** The privacy notice with its link, formatted on the server: rich text on the client would load
   *  the ICU formatter during hydration (about 14 ms of main thread on a desktop, four times that on a phone). */
  privacyNote: ReactNode;
  sourcePath: string;
  /** The page's own address in its language: the form's action when it is posted without JavaScript. */
  permalink: string;
  /** Fields that may be pre-filled from the page's query string (e.g. ?service=…&emirate=…). */
  prefillFromQuery?: string[];
  defaults?: Record<string, string>;
  /** Hidden fields the page adds (the quote form's estimate: the server recomputes it from these). */
  hidden?: Record<string, string>;
  /** The WhatsApp updates question and its "choose one" error (the quote form, while WhatsApp is on). */
  whatsapp?: { question: string; yes: string; no: string; required: string };
}
