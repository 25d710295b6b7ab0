import type { ReactNode } from 'react';
// What the server hands the AMC sign-up form: every word translated and every option named, so the
// form's script carries no message lookup.

export interface Option {
  value: string;
  label: string;
}

export type AmcSelectField = 'plan' | 'unitType' | 'propertyType' | 'emirate' | 'startMonth';
export type AmcTextField =
  'units' | 'area' | 'fullName' | 'phone' | 'email' | 'company' | 'message';

/** The words of the annual total under the units (AmcTotal), each amount filled in by the browser. */
export interface AmcTotalText {
  heading: string;
  incomplete: string;
  survey: string;
  perUnit: string;
  discount: string;
  /** The discount row's value for each tier reached, by its threshold: "10+ units: 10% off every unit". */
  tiers: Record<number, string>;
  noDiscount: string;
  perUnitAfter: string;
  total: string;
  vat: string;
  totalWithVat: string;
}

export interface AmcFormText {
  labels: Record<AmcSelectField | AmcTextField, string>;
  options: Record<AmcSelectField, Option[]>;
  /** Each select's empty choice: «اختر الباقة», «اختر الإمارة»… */
  choose: Record<AmcSelectField, string>;
  /** What the asterisk after a label means, said once above the fields. */
  requiredNote: string;
  emailHint: string;
  /** Rich: its phone example is isolated left to right. */
  phoneHint: ReactNode;
  messagePlaceholder: string;
  areaPlaceholder: string;
  marketing: string;
  /** The WhatsApp updates question, only while WhatsApp is configured (lib/notify). */
  whatsapp?: { question: string; yes: string; no: string };
  submit: string;
  sending: string;
  errorTitle: string;
  checkFields: string;
  website: string;
  total: AmcTotalText;
}
