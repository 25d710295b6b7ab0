import type { LeadKind } from '@/lib/leads/schemas';

export interface FieldOption { value: string; label: string; group?: string }

/** One field of a lead form, described by the server (with translated option labels). */
export interface FieldSpec {
  name: string;
  type: 'text' | 'email' | 'tel' | 'textarea' | 'select' | 'date' | 'number';
  autoComplete?: string;
  options?: FieldOption[];
  required?: boolean;
  /** Half width on wide screens. */
  half?: boolean;
  min?: string;
}

export interface LeadFormProps {
  kind: LeadKind;
  fields: FieldSpec[];
  locale: 'en' | 'ar';
  privacyHref: string;
  sourcePath: string;
  /** Fields that may be pre-filled from the page's query string (e.g. ?service=…&emirate=…). */
  prefillFromQuery?: string[];
  defaults?: Record<string, string>;
}
