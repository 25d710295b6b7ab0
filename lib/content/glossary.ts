// The trade's words, chosen once for both languages. A term that changes from page to page reads as
// two things (is a «وحدة منفصلة» priced like a «وحدة سبليت»?), and the words UAE customers type into a
// search box (تصليح، غسيل، شحن غاز، دكت، فان كويل، كمبروسر) must stand beside the formal ones.
// scripts/check-copy.ts fails on an avoided variant anywhere in the Arabic messages and on a page that
// lacks its search words; lib/content/glossary.test.ts runs the same rules. Plain TypeScript with no
// imports, so the script runs it with tsx outside the app. docs/glossary.md is the readable table.

export interface GlossaryTerm {
  concept: string;
  en: string;
  /** The Arabic term the copy uses. */
  ar: string;
  /** The word customers search with, written beside the formal term where it fits. */
  search?: string;
  /** Variants that must not appear in Arabic copy, each with the reason. */
  avoid: readonly { pattern: RegExp; say: string }[];
}

// Arabic prefixes a word may carry (و، ف، ب، ل، ك، ال، لل) before the avoided stem.
const pre = '(?<![\\p{L}\\p{M}])(?:[وفبلك]?(?:ال|لل)?)';
const word = (stem: string) => new RegExp(`${pre}${stem}`, 'u');

export const glossary: readonly GlossaryTerm[] = [
  {
    concept: 'split unit',
    en: 'split unit',
    ar: 'مكيف سبليت / وحدة سبليت',
    avoid: [
      { pattern: word('(?:وحدة|وحدات|مكيف|مكيفات|مكيّف|مكيّفات)\\s+(?:ال)?منفصل'), say: 'سبليت' },
      { pattern: word('(?:مكيفات|وحدات|وحدة|مكيف)\\s+الجدار(?:ي|ية)?\\s+المنفصل'), say: 'سبليت' },
      { pattern: word('أنظمة\\s+(?:ال)?منفصلة'), say: 'مكيفات سبليت' },
      { pattern: word('منفصل\\s+و(?:ال)?مخفي'), say: 'السبليت والمخفي' },
      // With a pronoun («مكيفاتها المنفصلة»), «جدارية» between, or «وحدة تكييف منفصلة».
      {
        pattern: word(
          '(?:مكيف|مكيفات|وحدة|وحدات)(?:ها|هم|ه)?\\s+(?:(?:ال)?(?:جدارية|جداري|تكييف)\\s+)?(?:ال)?منفصل',
        ),
        say: 'سبليت',
      },
      { pattern: word('(?:مكيفين|مكيفان|وحدتين|وحدتان)\\s+منفصل'), say: 'سبليت' },
    ],
  },
  { concept: 'ducted unit', en: 'ducted AC', ar: 'مكيف مخفي (دكت)', search: 'دكت', avoid: [] },
  { concept: 'cassette unit', en: 'cassette AC', ar: 'مكيف كاسيت', avoid: [] },
  {
    concept: 'package unit',
    en: 'package unit',
    ar: 'الوحدة المجمعة (باكج)',
    avoid: [
      { pattern: word('(?:وحدة|وحدات)\\s+(?:ال)?مدمجة'), say: 'الوحدة المجمعة (باكج)' },
      { pattern: /المركزية\s+المدمجة|باكيج/u, say: 'الوحدة المجمعة (باكج)' },
    ],
  },
  {
    concept: 'drain pan',
    en: 'drain pan',
    ar: 'حوض التصريف',
    avoid: [{ pattern: /صينية\s+(?:ال)?تصريف|صواني\s+(?:ال)?تصريف/u, say: 'حوض التصريف' }],
  },
  {
    concept: 'inverter AC',
    en: 'inverter AC',
    ar: 'مكيف إنفرتر',
    // «العاكس» is the solar inverter; an AC's inverter is said «إنفرتر».
    avoid: [
      { pattern: /(?:مكيف|مكيفات|ضاغط)\s+(?:ال)?عاكس|(?:ال)?عاكس\s+و(?:ال)?ثابت/u, say: 'إنفرتر' },
    ],
  },
  {
    concept: 'fan coil unit',
    en: 'fan coil unit (FCU)',
    ar: 'وحدة ملف المروحة (فان كويل)',
    search: 'فان كويل',
    avoid: [
      {
        pattern: word(
          '(?:وحدات?\\s+المروحة\\s+والملف|وحدات?\\s+الملف\\s+والمروحة|وحدات\\s+ملفات\\s+المراوح)',
        ),
        say: 'وحدة ملف المروحة (فان كويل)',
      },
    ],
  },
  {
    concept: 'duct',
    en: 'duct',
    ar: 'مجاري الهواء (الدكت)',
    search: 'دكت',
    avoid: [{ pattern: word('قنوات\\s+(?:ال)?هواء'), say: 'مجاري الهواء' }],
  },
  {
    concept: 'compressor',
    en: 'compressor',
    ar: 'الضاغط (الكمبروسر)',
    search: 'كمبروسر',
    avoid: [{ pattern: word('(?:كباس|كمبريسور|كومبرسور)'), say: 'الضاغط (الكمبروسر)' }],
  },
  {
    concept: 'capacitor (electrical part)',
    en: 'capacitor',
    ar: 'المكثف الكهربائي',
    // Bare «المكثف» is the condenser: a capacitor is always «المكثف الكهربائي», or an AMC parts list
    // reads as if condensers were covered. These are the capacitor's contexts written without the word.
    avoid: [
      {
        pattern:
          /(?<![\p{L}\p{M}])[وفبلك]?(?:ال|لل)?مكثف(?:ات|ًا|ا)?\s+(?:(?:ال)?(?:تشغيل|بدء|ضعيف|ضعيفة|تالف|تالفة|والملامسات|والكونتاكتورات))(?!\s+(?:ال)?كهربائي)/u,
        say: 'المكثف الكهربائي',
      },
      { pattern: /الكباستر|كباسيتر/u, say: 'المكثف الكهربائي' },
    ],
  },
  {
    concept: 'condenser',
    en: 'condenser (coil, outdoor unit)',
    ar: 'المكثف / ملف التكثيف (الوحدة الخارجية في السبليت)',
    avoid: [],
  },
  { concept: 'evaporator', en: 'evaporator (coil)', ar: 'ملف التبخير (المبخر)', avoid: [] },
  {
    concept: 'refrigerant top-up',
    en: 'AC gas refill / refrigerant top-up',
    ar: 'شحن غاز المكيف (الفريون)',
    search: 'شحن غاز',
    avoid: [
      { pattern: word('تعبئة\\s+(?:ال|ب|بال)?(?:غاز|فريون)'), say: 'شحن الغاز' },
      { pattern: /(?:من|مرات|تكرار|إعادة)\s+(?:ال)?تعبئة/u, say: 'شحن الغاز' },
    ],
  },
  {
    concept: 'district cooling',
    en: 'district cooling',
    ar: 'تبريد المناطق',
    avoid: [
      { pattern: word('تبريد\\s+المركزي'), say: 'تبريد المناطق' },
      { pattern: /التبريد\s+المركزي/u, say: 'تبريد المناطق' },
    ],
  },
  {
    concept: 'chilled water',
    en: 'chilled water',
    ar: 'المياه المبردة',
    avoid: [{ pattern: /(?:المياه|مياه|الماء|ماء)\s+(?:ال)?مثلج/u, say: 'المياه المبردة' }],
  },
  {
    concept: 'AMC plan',
    en: 'AMC plan',
    ar: 'باقة عقد الصيانة السنوي',
    avoid: [
      {
        pattern: word(
          '(?:خطة|خطط|خطت|خططنا)(?=\\p{L}*\\s*(?:ال)?(?:صيانة|قياسية|أساسية|شاملة|الثلاث|لكل))',
        ),
        say: 'باقة',
      },
      {
        pattern: /(?<![\p{L}\p{M}])(?:بالخطة|الخطة|الخطط|والخطط|خطتك|خطتنا)(?![\p{L}\p{M}])/u,
        say: 'باقة',
      },
    ],
  },
  {
    concept: 'coil chemical wash',
    en: 'coil chemical wash',
    ar: 'الغسيل الكيميائي للملفات',
    search: 'غسيل مكيفات',
    avoid: [{ pattern: word('تنظيف\\s+(?:ال)?كيميائي'), say: 'الغسيل الكيميائي' }],
  },
  { concept: 'deep cleaning', en: 'deep cleaning', ar: 'التنظيف العميق', avoid: [] },
  {
    concept: 'thermostat',
    en: 'thermostat',
    ar: 'الثرموستات',
    avoid: [
      { pattern: word('(?:ترموستات|ثيرموستات|ترموستاتات)'), say: 'الثرموستات' },
      { pattern: word('منظم(?:ات)?\\s+(?:ال)?حرارة'), say: 'الثرموستات' },
    ],
  },
  {
    concept: 'repair',
    en: 'AC repair',
    ar: 'إصلاح المكيفات',
    search: 'تصليح مكيفات',
    avoid: [],
  },
  {
    concept: 'around the clock',
    en: '24/7',
    ar: 'على مدار الساعة',
    // «طوال الساعة» is "throughout one hour".
    avoid: [{ pattern: /طوال\s+الساعة/u, say: 'على مدار الساعة' }],
  },
  {
    concept: 'weekend',
    en: 'Friday and Saturday',
    ar: 'الجمعة والسبت (تسمية الأيام)',
    // Since 2022 «عطلة نهاية الأسبوع» is Saturday and Sunday to UAE readers: name the days when they
    // are ours (emergency visits on Friday and Saturday). A customer's days off are theirs to name:
    // «أيام إجازة المكتب» (a reader read an office promised Friday work as the pre-2022 weekend).
    avoid: [
      {
        pattern: /نهاية\s+(?:ال)?أسبوع|العطلة\s+الأسبوعية/u,
        say: 'سمِّ أيامنا: الجمعة والسبت؛ وأيام العميل: أيام إجازة المكتب',
      },
    ],
  },
  {
    concept: 'cooling system',
    en: 'cooling system',
    ar: 'منظومة التبريد',
    avoid: [
      { pattern: /سلسلة\s+التبريد/u, say: 'منظومة التبريد (سلسلة التبريد هي نقل الأغذية المبردة)' },
    ],
  },
  {
    concept: 'domestic worker’s room',
    en: 'maid’s room',
    ar: 'غرفة العاملة المنزلية',
    avoid: [{ pattern: /الخادمة|خادمة/u, say: 'العاملة المنزلية' }],
  },
  {
    concept: 'price guide',
    en: 'price guidance',
    ar: 'الأسعار التقريبية / دليل الأسعار',
    avoid: [{ pattern: /إرشادات\s+(?:ال)?أسعار/u, say: 'الأسعار التقريبية' }],
  },
  {
    concept: 'quarterly visits',
    en: '4 preventive visits a year, one each quarter',
    ar: '4 زيارات وقائية في السنة، زيارة كل ثلاثة أشهر',
    avoid: [
      { pattern: /زيارات\s+(?:وقائية\s+)?كل\s+ربع/u, say: 'زيارة كل ثلاثة أشهر' },
      // «فصلي» reads as "seasonal" as easily as "quarterly".
      { pattern: /زيار\p{L}*\s+(?:ال)?فصلي|فصليًا/u, say: 'زيارة كل ثلاثة أشهر' },
    ],
  },
  {
    concept: 'Emirates standards body',
    en: 'ESMA (now MoIAT)',
    ar: 'هيئة الإمارات للمواصفات والمقاييس (مواصفات)',
    avoid: [
      {
        pattern:
          /للتقييس\s+والمقاييس|هيئة\s+المواصفات\s+والمقاييس\s+الإماراتية|الهيئة\s+الإماراتية\s+للمواصفات/u,
        say: 'هيئة الإمارات للمواصفات والمقاييس (مواصفات)',
      },
    ],
  },
  {
    concept: 'words that say something else',
    en: '(meaning errors found in review)',
    ar: '—',
    avoid: [
      { pattern: /الطابع\s+الوطني/u, say: 'تجمعات بأسماء البلدان (themed on countries)' },
      { pattern: /حاويات\s+الشرفات/u, say: 'زوايا الشرفات المغلقة (balcony enclosures)' },
      { pattern: /متكلس/u, say: 'الأملاح المتبلورة (efflorescence)' },
      {
        pattern: /هل\s+يستحق\s+عقد\s+الصيانة(?!(?:\s+السنوي)?\s+ثمنه)/u,
        say: 'هل يستحق عقد الصيانة ثمنه…',
      },
    ],
  },
];

/**
 * The longest Arabic page title: the page adds « | » and the short brand (at most 18 characters, the
 * default «قمة للخدمات الفنية»), and a whole title must stay within 60.
 */
export const arabicTitleMax = 60 - 3 - 18;

/**
 * The page titles in a message file, wherever its pages keep them: `meta.title`, `metaTitle`, or the
 * `title` of an entry that has its own `metaDescription` (guides, checklists).
 */
export function pageTitlesIn(value: unknown, parentKey = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((v) => pageTitlesIn(v));
  if (!value || typeof value !== 'object') return [];
  const entry = value as Record<string, unknown>;
  const own = Object.entries(entry)
    .filter(
      ([k, v]) =>
        typeof v === 'string' &&
        (k === 'metaTitle' ||
          (k === 'title' && (parentKey === 'meta' || 'metaDescription' in entry))),
    )
    .map(([, v]) => v as string);
  return [...own, ...Object.entries(entry).flatMap(([k, v]) => pageTitlesIn(v, k))];
}

/** The avoided variants in a text, one per concept, as "«found» (concept) → say …". */
export function avoidedTermsIn(text: string): string[] {
  // Diacritics (shadda, tanween) do not make a different word: «مكيّف» is «مكيف».
  text = text.replace(/[\u064B-\u0652]/gu, '');
  const found: string[] = [];
  for (const term of glossary) {
    const hit = term.avoid
      .map(({ pattern, say }) => ({ m: text.match(pattern), say }))
      .find(({ m }) => m);
    if (hit?.m) found.push(`«${hit.m[0].trim()}» (${term.concept}) → ${hit.say}`);
  }
  return found;
}

/**
 * The form «درهم» takes after a number: 3–10 the plural «دراهم», 11–99 the accusative «درهمًا», and a
 * round hundred or thousand, 1 and 2 «درهم» (as lib/pricing/money.ts formats it). Kept here too so
 * the check runs without the app's imports; the unit test holds the two together.
 */
export function dirhamFormFor(amount: number): string {
  if (!Number.isInteger(amount)) return 'درهم';
  const lastTwo = amount % 100;
  if (lastTwo >= 3 && lastTwo <= 10) return 'دراهم';
  if (lastTwo >= 11) return 'درهمًا';
  return 'درهم';
}

/** Amounts written with the wrong dirham form («150 درهم»), as "«150 درهم» → «150 درهمًا»". */
export function dirhamAgreementProblems(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(
    /(\d[\d,]*(?:\.\d+)?)\s+(درهمًا|درهماً|درهما|دراهم|درهم)(?![\p{L}\p{M}])/gu,
  )) {
    const amount = Number(m[1]!.replace(/,/g, ''));
    const want = dirhamFormFor(amount);
    if (m[2] !== want) out.push(`«${m[0]}» → «${m[1]} ${want}»`);
  }
  return out;
}

/** AC brands as Arabic readers say them; Arabic copy writes the Arabic name beside the Latin one. */
export const brandNames: readonly { latin: string; ar: string }[] = [
  { latin: 'Daikin', ar: 'دايكن' },
  { latin: 'Mitsubishi', ar: 'ميتسوبيشي' },
  { latin: 'Carrier', ar: 'كارير' },
  { latin: 'LG', ar: 'إل جي' },
  { latin: 'Samsung', ar: 'سامسونج' },
  { latin: 'Gree', ar: 'جري' },
  { latin: 'Midea', ar: 'ميديا' },
  { latin: 'General', ar: 'جنرال' },
  { latin: 'Hitachi', ar: 'هيتاشي' },
  { latin: 'Toshiba', ar: 'توشيبا' },
  { latin: 'Panasonic', ar: 'باناسونيك' },
];

/** Brands an Arabic text writes only in Latin letters. */
export const brandsWithoutArabic = (text: string): string[] =>
  brandNames
    .filter(({ latin, ar }) => new RegExp(`\\b${latin}\\b`).test(text) && !text.includes(ar))
    .map(({ latin, ar }) => `${latin} → ${ar} (${latin})`);

/**
 * Search words each page must carry: the phrases UAE customers type, in each language. Paths are
 * message files under messages/<locale>/ without ".json".
 */
export const searchWords: readonly {
  page: string;
  en: readonly string[];
  ar: readonly string[];
}[] = [
  {
    page: 'acSub/dubai/ac-repair',
    en: ['AC repair', 'AC gas refill'],
    ar: ['تصليح مكيفات', 'شحن غاز', 'كمبروسر', 'على مدار الساعة'],
  },
  {
    page: 'acSub/sharjah/ac-repair-cleaning',
    en: ['AC repair', 'AC cleaning', 'AC gas refill'],
    ar: ['تصليح مكيفات', 'غسيل مكيفات', 'شحن غاز'],
  },
  {
    page: 'acSub/abu-dhabi/repair-cleaning',
    en: ['AC repair', 'AC cleaning', 'AC gas refill'],
    ar: ['تصليح مكيفات', 'غسيل مكيفات', 'شحن غاز'],
  },
  {
    page: 'subservice/air-conditioning/repair-cleaning',
    en: ['AC repair', 'AC cleaning', 'AC gas refill', 'AC duct cleaning'],
    ar: ['تصليح مكيفات', 'غسيل مكيفات', 'شحن غاز', 'كمبروسر', 'دكت'],
  },
  {
    page: 'acSub/dubai/maintenance',
    en: ['AC cleaning', 'AC duct cleaning'],
    ar: ['غسيل مكيفات', 'دكت'],
  },
  {
    page: 'service/air-conditioning',
    en: ['AC repair', 'AC cleaning', 'AC gas refill', 'AC duct cleaning'],
    ar: ['تصليح مكيفات', 'غسيل مكيفات', 'شحن غاز', 'دكت', 'فان كويل'],
  },
  {
    page: 'acHub/dubai',
    en: ['AC repair', 'AC cleaning'],
    ar: ['تصليح مكيفات', 'غسيل مكيفات', 'فان كويل'],
  },
  { page: 'acArea/dubai/jlt', en: ['AC repair'], ar: ['فان كويل', 'أبراج بحيرات جميرا'] },
];

/** Whether a phrase occurs, each word with or without «ال» («تصليح مكيفات» matches «تصليح المكيفات»). */
const phrasePattern = (phrase: string) =>
  new RegExp(
    phrase
      .split(/\s+/)
      .map((w) => `(?:ال)?${w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`)
      .join('\\s+'),
    'iu',
  );

/** The search words a page's text lacks, in one language. */
export const missingSearchWords = (text: string, words: readonly string[]): string[] =>
  words.filter((w) => !phrasePattern(w).test(text));
