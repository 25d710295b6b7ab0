import { isOneOf } from '@/lib/validation/one-of';

// What a lead is, written once: its kinds, its statuses, the choices its forms offer and the fields each
// form shows. Plain data with no zod and no React, because it reaches the browser with every form page
// (the zod schemas in ./schemas.ts load lazily) and the database schema, CSV and e-mails read it too.

export const leadKinds = ['contact', 'quote', 'callback', 'career'] as const;
export type LeadKind = (typeof leadKinds)[number];

/** A job application is not a customer: it never carries marketing consent, whatever a post sends. */
export const asksMarketingConsent = (kind: LeadKind) => kind !== 'career';
/** Only the quote form asks the WhatsApp question (components/forms/LeadFormSection): another form's
 * answer, forged into a post, is not consent. */
export const asksWhatsapp = (kind: LeadKind) => kind === 'quote';
export const isLeadKind = isOneOf(leadKinds);
/** Everything stored as a lead: the forms' kinds, booked visits (lib/booking) and AMC contract requests. */
export const recordKinds = [...leadKinds, 'booking', 'amc'] as const;
export type RecordKind = (typeof recordKinds)[number];

/** The inbox workflow, in order. A new lead is 'new'. */
export const leadStatuses = ['new', 'contacted', 'quoted', 'won', 'lost'] as const;
export type LeadStatus = (typeof leadStatuses)[number];

export const propertyTypes = [
  'apartment',
  'villa',
  'residential-building',
  'office',
  'retail',
  'warehouse',
  'other',
] as const;
/** The fewest and most AC units one request or booking may name; every form's field and its server check read them. */
export const MIN_AC_UNITS = 1;
export const MAX_AC_UNITS = 500;
/** The longest area or neighbourhood a form takes; the forms' maxlength and their server checks read it. */
export const MAX_AREA_LENGTH = 100;

export const careerRoles = [
  'hvac-technician',
  'ac-helper',
  'mep-supervisor',
  'electrician',
  'painter',
  'customer-service',
] as const;
/**
 * Where a select field's choices come from; the form section turns each into translated options.
 * 'slot' is the time windows of the booking calendar (lib/booking/offered.ts), worked out per request.
 */
export type OptionSource = 'service' | 'emirate' | 'propertyType' | 'slot' | 'role';

/** Every visible field of the lead forms; each has its label under forms.fields (typed in FieldSpec). */
export const leadFieldNames = [
  'fullName',
  'email',
  'phone',
  'message',
  'service',
  'emirate',
  'area',
  'propertyType',
  'acUnits',
  'slot',
  'role',
] as const;
export type LeadFieldName = (typeof leadFieldNames)[number];
/** Where a field's words live under forms.fields and forms.errors: its name, or its own key when one
 *  field name is worded differently per form (the call-back form's slot asks "When should we call?"). */
export type FieldCopy = LeadFieldName | 'callSlot' | 'careerMessage';

export interface FieldDef {
  name: LeadFieldName;
  type: 'text' | 'email' | 'tel' | 'textarea' | 'select' | 'number';
  autoComplete?: string;
  options?: OptionSource;
  /** Its words' key when not its name. */
  copy?: FieldCopy;
  required?: boolean;
  /** The server's limits, shown as the control's min, max and maxlength (one constant for both). */
  min?: number;
  max?: number;
  maxLength?: number;
  /** Half width on wide screens. */
  half?: boolean;
}

const fullName = { name: 'fullName', type: 'text', autoComplete: 'name', required: true } as const;
const email = { name: 'email', type: 'email', autoComplete: 'email', required: true } as const;
const phone = { name: 'phone', type: 'tel', autoComplete: 'tel', required: true } as const;

/** The fields of each form, in the order the visitor sees them. */
export const formFields: Record<LeadKind, readonly FieldDef[]> = {
  contact: [
    fullName,
    { ...email, half: true },
    { ...phone, half: true },
    { name: 'message', type: 'textarea', required: true },
  ],
  quote: [
    { name: 'service', type: 'select', options: 'service', required: true },
    { name: 'emirate', type: 'select', options: 'emirate', required: true, half: true },
    { name: 'area', type: 'text', maxLength: MAX_AREA_LENGTH, half: true },
    { name: 'propertyType', type: 'select', options: 'propertyType', required: true, half: true },
    { name: 'acUnits', type: 'number', min: MIN_AC_UNITS, max: MAX_AC_UNITS, half: true },
    { name: 'slot', type: 'select', options: 'slot', required: true },
    fullName,
    { ...phone, half: true },
    { ...email, half: true },
    { name: 'message', type: 'textarea' },
  ],
  callback: [
    { ...fullName, half: true },
    { ...phone, half: true },
    { name: 'slot', copy: 'callSlot', type: 'select', options: 'slot', required: true },
    { name: 'service', type: 'select', options: 'service', required: true },
  ],
  career: [
    fullName,
    { ...email, half: true },
    { ...phone, half: true },
    { name: 'role', type: 'select', options: 'role', required: true },
    // An applicant writes about their experience, not a project.
    { name: 'message', copy: 'careerMessage', type: 'textarea', required: true },
  ],
};

/** Fields a request page may pre-fill from its query string (?service=…&emirate=…): never personal data. */
export const queryPrefillFields = [
  'service',
  'emirate',
  'area',
  'propertyType',
  'acUnits',
  'message',
];

/** Hidden fields every form posts besides the visitor's own; never handed back to the form. */
export const controlFields = ['idempotencyKey', 'startedAt', 'website'] as const;

/**
 * The stored columns of a lead as staff read them (CSV header and notification e-mail), in one order.
 * The label is the notification e-mail's; the CSV uses the column name.
 */
export const leadColumns = [
  { column: 'createdAt', label: 'Received' },
  { column: 'kind', label: 'Kind' },
  { column: 'status', label: 'Status' },
  { column: 'name', label: 'Name' },
  { column: 'phone', label: 'Phone' },
  { column: 'email', label: 'Email' },
  { column: 'service', label: 'Service' },
  { column: 'emirate', label: 'Emirate' },
  { column: 'area', label: 'Area' },
  { column: 'propertyType', label: 'Property' },
  { column: 'acUnits', label: 'AC units' },
  { column: 'preferredDate', label: 'Preferred date' },
  { column: 'preferredWindow', label: 'Preferred time' },
  { column: 'role', label: 'Role' },
  { column: 'message', label: 'Message' },
  { column: 'locale', label: 'Language' },
  { column: 'sourcePath', label: 'Page' },
  { column: 'marketingConsent', label: 'Marketing consent' },
] as const;

/** How each kind is named in the company's notification e-mail. */
export const leadKindLabels: Record<RecordKind, string> = {
  contact: 'Contact form',
  quote: 'Quote request',
  callback: 'Call-back request',
  career: 'Job application',
  booking: 'Booked visit',
  amc: 'AMC contract request',
};
