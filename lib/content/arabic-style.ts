// How the site's Arabic is written, beyond the trade's terms (glossary.ts): calques a UAE reader
// stumbles on, one name per thing in the booking and AMC flows, and how numbers and percentages are
// written. Each rule is one a native review found on a rendered page; lib/content/arabic-style.test.ts
// fails when one comes back anywhere under messages/ar/ or in Arabic text in the code.
// docs/arabic-glossary.md is the readable list. Plain TypeScript with no imports, like glossary.ts.

export interface StyleRule {
  /** What is wrong, in a few words. */
  rule: string;
  pattern: RegExp;
  /** What to write instead. */
  say: string;
}

// A word starts here: not after another letter or mark.
const start = '(?<![\\p{L}\\p{M}])';

export const arabicStyle: readonly StyleRule[] = [
  // Calques and forms that read as translated.
  { rule: 'agent calque', pattern: /بواسطت/u, say: 'أنت / فريقنا (who did it), or an active verb' },
  {
    rule: 'a question without «هل»',
    pattern: new RegExp(`${start}(?<!هل\\s)تفض[ّ]?ل\\s[^.؟!"\\n]{0,40}؟`, 'u'),
    say: 'هل تفضّل…؟',
  },
  { rule: '«call on» calque', pattern: /اتصل(?:وا)?\s+على/u, say: 'اتصل بنا على' },
  {
    rule: '«صان» is literary',
    pattern: new RegExp(`${start}[وف]?(?:نصون|تصون|يصون)`, 'u'),
    say: 'نتولى صيانة… / هل تقومون بصيانة…؟',
  },
  { rule: 'ownership of a link', pattern: /كل\s+من\s+يملك/u, say: 'لا تشارك رابط هذه الصفحة…' },
  { rule: 'first person on a button', pattern: /تقويمي/u, say: 'تقويمك' },
  // Found in the review of 2026-11-28 (docs/arabic-review.md).
  {
    rule: '«worth the trouble» calque',
    pattern: /[يت]ستحق[^.؟!\n]{0,60}العناء/u,
    say: 'هل يفيد… / هل من المجدي…؟ / لماذا تهمّ…؟',
  },
  {
    rule: '«VAT shown separately» calque',
    pattern: /ظاهرة\s+وحدها/u,
    say: 'وتظهر فيه الضريبة في بند مستقل',
  },
  {
    rule: '«our privacy notice» calque',
    pattern: /الخصوصية(?:<\/link>)?\s+لدينا/u,
    say: 'إشعار الخصوصية',
  },
  {
    rule: '«within 10 %» is not «to about 10 %»',
    pattern: /إلى\s+حدود\s+\d/u,
    say: 'إلى ما لا يقل عن 90% من…',
  },
  // Found in the independent review of 2026-11-28 (docs/arabic-review.md, third review).
  {
    rule: '«a few stars» calque',
    pattern: /بضع\s+نجوم/u,
    say: 'اختر عدد النجوم وأضف تعليقًا قصيرًا',
  },
  { rule: '«in the meantime» calque', pattern: /في\s+الأثناء/u, say: 'حتى ذلك الحين' },
  { rule: '«we refer to ourselves» calque', pattern: /نشير\s+إلى\s+أنفسنا/u, say: '(delete it)' },
  {
    rule: '«too large to send» calque',
    pattern: /أكبر\s+من\s+أن\s+[يت]رسل/u,
    say: 'حجم النموذج أكبر من المسموح به',
  },
  {
    rule: 'a missed visit is not «فاتت»',
    pattern: /فاتت(?:نا)?\s+(?:ال)?زيار|زيارة\s+فاتت/u,
    say: 'لم تتم الزيارة (لم يجد الفني أحدًا في الموقع)',
  },
  { rule: '«held» is not «محجوز»', pattern: /محجوز\s*(?:للمراجعة|:)/u, say: 'بانتظار المراجعة' },
  { rule: '«your visit is done» is ambiguous', pattern: /تم[ّ]?ت\s+زيارت/u, say: 'اكتملت الزيارة' },
  {
    rule: '«per job» is «للعمل الواحد» nowhere',
    pattern: /للعمل\s+الواحد/u,
    say: 'للإصلاح الواحد (a repair, the AMC parts cap); nothing for painting',
  },
  { rule: '«إعادة» is feminine', pattern: /يبدو\s+إعادة/u, say: 'تبدو إعادة…' },
  {
    rule: 'a Latin semicolon in Arabic text',
    pattern: /[\u0621-\u064A][»)]?\s*;(?!\w)/u,
    say: '؛',
  },

  // One name per thing.
  {
    rule: 'repair and cleaning, one register',
    pattern: /إصلاح\s+وغسيل/u,
    say: 'إصلاح المكيفات وتنظيفها («تصليح/غسيل المكيفات» only as search words in a meta title)',
  },
  {
    rule: 'a fan coil is cleaned, not «غسيل»',
    pattern: /غسيل\s+(?:وحد\S*\s+)?(?:ال)?فان\s+كويل/u,
    say: 'تنظيف وحدات الفان كويل',
  },
  {
    rule: 'a chiller is «المبرّد المركزي (التشيلر)»',
    pattern: /وحدات\s+(?:ال)?تشيلر|مبر[ّ]?دات\s+مياه/u,
    say: 'المبرّدات المركزية (التشيلر) / مبرّدات مركزية مبرَّدة بالهواء',
  },
  { rule: 'workmanship warranty', pattern: /ضمان\s+(?:ال)?مصنعية/u, say: 'ضمان على العمل' },
  { rule: 'townhouse', pattern: /المنازل\s+المتلاصقة/u, say: 'التاون هاوس' },
  {
    rule: 'contactor left transliterated',
    pattern: /(?<![(\p{L}])(?:و|ف|ب)?(?:ال)?كونتاكتور/u,
    say: 'الملامسات (الكونتاكتورات)',
  },
  {
    rule: '«Schedule 40» is not «جدول»',
    pattern: /جدول\s+40/u,
    say: 'الأنابيب الفولاذية (Schedule 40)',
  },
  {
    rule: 'case studies take the article',
    pattern: /(?<![\p{L}])دراسات\s+حالة/u,
    say: 'دراسات الحالة',
  },
  { rule: 'ELV', pattern: /الجهد\s+المنخفض\s+جد/u, say: 'أنظمة التيار الخفيف' },
  { rule: 'commercial HVAC', pattern: /التكييف\s+المركزي\s+التجاري/u, say: 'التكييف التجاري' },
  { rule: 'HVAC left in English', pattern: /أنظمة\s+HVAC/u, say: 'التكييف التجاري' },
  { rule: 'low voltage', pattern: /منخفضة\s+الجهد/u, say: 'أنظمة التيار الخفيف' },
  {
    rule: 'booking places',
    pattern: /(?:أماكن|مكان)\s+شاغر|بقي\S*\s+(?:[#\d]+\s+)?(?:مكان|أماكن)/u,
    say: 'مواعيد متاحة',
  },
  {
    rule: 'a visit is rescheduled, not carried',
    pattern: /انقل\s+زيارت|نُ?قلت\s+(?:زيارت|من)|نُ?قل\s+من/u,
    say: 'غيّر موعد زيارتي / تغيّر موعد زيارتك',
  },
  {
    rule: 'a passed window is not «too close»',
    pattern: /قريبة\s+جد(?:ًا|اً|ا)/u,
    say: 'لم تعد متاحة (passed) / لا يمكن حجزها الآن لقرب موعدها (too soon)',
  },
  {
    rule: 'the reference',
    pattern:
      /رقم\s+(?:ال)?مرجع(?![\p{L}])|رقم\s+(?:ال)?حجز|(?:زيارت|حجز|طلب)\S*\s+رقم\s+\{reference\}/u,
    say: 'الرقم المرجعي',
  },
  {
    rule: 'the AMC parts cap is per job',
    pattern: /(?:minor-parts-cap\}\}|\{cap\})\s+للقطعة/u,
    say: 'للإصلاح الواحد',
  },
  { rule: 'careers option', pattern: /فن[ّ]?ي\s+تكييف\s+وتبريد/u, say: 'فني تكييف وتهوية' },
  {
    rule: 'AMC yearly total',
    pattern: /السنة\s+(?:قبل|مع|شامل\S*)\s+(?:ال)?ضريبة/u,
    say: 'الإجمالي السنوي قبل الضريبة / شاملًا الضريبة',
  },

  // Found in the fourth review (docs/arabic-review.md): one verb for typing into a field.
  { rule: 'one verb for a typed field', pattern: new RegExp(`${start}أدخل\\s`, 'u'), say: 'اكتب…' },

  // Found in the fifth review (docs/arabic-review.md).
  {
    rule: 'a damper is not a gate',
    pattern: /بواب(?:ة|ات)\s+(?:تمنع|منع)\s+(?:ال)?ارتداد/u,
    say: 'مخمّد منع الارتداد',
  },
  { rule: 'man-made is not industrial', pattern: /مرسى\s+صناعي/u, say: 'مرسى اصطناعي' },
  {
    rule: '«إطلاع» (to inform) takes a hamza',
    pattern: new RegExp(`${start}اطلاعك\\s+على`, 'u'),
    say: 'إطلاعك على',
  },
  { rule: '«إطلاقًا» needs a negation', pattern: /"a":\s*"إطلاقًا/u, say: 'لا، إطلاقًا.' },
  { rule: 'one word for response times', pattern: /أزمنة/u, say: 'أوقات الاستجابة' },
  {
    rule: 'one word for routine visits',
    pattern: /(?:ال)?زيارات\s+(?:ال)?روتينية/u,
    say: 'الزيارات الاعتيادية',
  },
  {
    rule: '«every day Saturday»',
    pattern: /كل\s+يوم\s+(?:\{day\}|السبت|الأحد|الاثنين|الثلاثاء|الأربعاء|الخميس|الجمعة)/u,
    say: 'أيام السبت',
  },

  // Found in the sixth review (docs/arabic-review.md).
  { rule: 'drilling is a job, not a hole', pattern: /و?الثقب\s/u, say: 'أعمال التخريم' },
  { rule: 'one word for condensation', pattern: /التكاثف/u, say: 'التكثف / مياه التكثف' },
  {
    rule: 'a damper is not an air gate',
    pattern: /البوابات\s+الهوائية/u,
    say: 'المخمّدات (الدامبرات)',
  },
  {
    rule: '«قبل الموعد بـ 24 ساعة» reads as a calque',
    pattern: /بـ\s*\d+\s+ساعة/u,
    say: 'قبل 24 ساعة على الأقل من الموعد',
  },
  {
    rule: '«تتولون صيانة» in a question',
    pattern: /هل\s+تتولون\s+صيانة/u,
    say: 'هل تقومون بصيانة',
  },

  // Found in the seventh review (docs/arabic-review.md).
  {
    rule: 'the object of «تحمل» is accusative',
    // «ضمان الشركة» (a construct) is right as written; «ضمان على العمل» needs its tanween.
    pattern: /تحمل(?:\s+\S+){1,2}\s+ضمان\s+على/u,
    say: 'وتحمل … ضمانًا على العمل',
  },
  { rule: '«عن» + «ما» is «عمّا»', pattern: /عن\s+\[?ما\s/u, say: 'عمّا / يشرح ما' },
  {
    rule: 'a split unit is «سبليت»',
    pattern: /(?:وحدات|وحدة|مكيفات)\s+(?:\S+\s+)?مجزأة/u,
    say: 'سبليت',
  },
  {
    rule: 'a compressor wears, it is not consumed',
    pattern: /يُستهلك\s+الضاغط/u,
    say: 'يبلى الضاغط',
  },

  {
    rule: 'one verb for a request received: «وصلنا»',
    pattern: /(?:تلقّ?ينا|استلمنا)\s+(?:طلب|حجز|الحجز)/u,
    say: 'وصلنا طلبك / وصلنا حجزك (a payment stays «استلمنا دفعتك»)',
  },
  {
    rule: 'technician written one way, without shadda',
    pattern: /فنّ[يى]/u,
    say: 'فني / الفني / فنيين',
  },

  {
    rule: 'air conditioner written one way, without shadda',
    pattern: /مكيّف/u,
    say: 'مكيف / المكيفات',
  },
  { rule: '«تعرّف على», as the blog index says it', pattern: /تعرّ?ف\s+إلى/u, say: 'تعرّف على' },
  {
    rule: 'the house painter is «الدهّان»; the paint work is «الدهان»',
    pattern: /(?:بعد|من)\s+الدهّان(?!ين|ون)/u,
    say: 'بعد الدهان السابق / متطلبات مختلفة من الدهان',
  },

  {
    rule: 'HVAC here is cooling and ventilation: no heating',
    pattern: /التدفئة\s+والتهوية\s+والتكييف/u,
    say: 'التكييف والتهوية (HVAC)',
  },
  { rule: '"your window" is «موعدك المحدد»', pattern: /خلال\s+فترتك/u, say: 'ضمن موعدك المحدد' },
  {
    rule: 'steel pipe is «فولاذي», as the pipe tables say',
    pattern: /(?:أنبوب|أنابيب)\s+(?:ال)?صلب|(?:لل|ال)صلب\s+التجاري/u,
    say: 'أنبوب فولاذي / الأنابيب الفولاذية / الفولاذ التجاري',
  },
  // Found in the twelfth review (docs/arabic-review.md).
  {
    rule: 'a cable core is «قلب», not a pole',
    pattern: /(?:متعددة|ثنائي|ثلاثي|رباعي)\s+(?:ال)?(?:أقطاب|قطب)/u,
    say: 'متعددة القلوب / ثنائي القلب',
  },
  {
    rule: 'a "spring checklist" does not place itself in the UAE year',
    pattern: /قائمة\s+(?:ال)?فحص\s+(?:ال)?ربيعية/u,
    say: 'قائمة فحص المكيف قبل الصيف',
  },
  {
    rule: 'a preposition fused to a unit symbol',
    pattern: /(?<![\p{L}])بلتر\/ث/u,
    say: 'باللتر في الثانية / بوحدات لتر/ث',
  },
  {
    rule: 'a rating is not tested: the unit is',
    pattern: /التصنيف\s+يُ?ختبر/u,
    say: 'التصنيف يقوم على اختبار الجهاز',
  },
  { rule: '"allow more height" calque', pattern: /اترك\s+ارتفاعًا/u, say: 'وفّر ارتفاعًا أكبر' },
  {
    rule: "the energy label is the UAE's now, not ESMA's (a ministry took ESMA's work over in 2020)",
    pattern: /ملصق\S*\s+كفاءة\s+الطاقة\s+(?:الصادر\s+عن|من)\s+هيئة\s+الإمارات/u,
    say: 'ملصق كفاءة الطاقة الإماراتي',
  },
  { rule: '"a call away" calque', pattern: /على\s+بعد\s+مكالمة/u, say: 'جاهزون متى احتجت إلينا' },
  {
    rule: 'a door that sticks does not «تعلق» (it reads "hangs"), and «تنحشر» reads translated',
    pattern: /أبواب\s+(?:غرف\s+)?تعلق|(?:أبواب|الأبواب)\s+(?:غرف\s+)?(?:التي\s+)?تنحشر/u,
    say: 'أبواب يصعب إغلاقها',
  },
  {
    rule: '"building rules" are the building\'s regulations, not «قواعد»',
    pattern: /قواعد\s+(?:المبنى|المباني|برجك)/u,
    say: 'أنظمة المبنى / اشتراطات إدارة المبنى',
  },
  {
    rule: 'one name for the hours of noisy work',
    pattern: /ساعات\s+الضجيج/u,
    say: 'ساعات الأعمال المزعجة',
  },
  {
    rule: 'one form for "1 to 2 working days"',
    pattern: /يوم\s+إلى\s+يومي\s+عمل/u,
    say: 'خلال يوم أو يومي عمل',
  },
  {
    rule: '«شقة مسكونة» first reads "a haunted flat"',
    pattern: /شقة\s+مسكونة/u,
    say: 'شقة أسكن فيها / شقة مأهولة',
  },
  {
    rule: 'solid wood is «المصمت»: «الخشب الصلب» is hardwood',
    pattern: /هندسي\s+أم\s+صلب|الخشب\s+الصلب\s*:|الهندسي\s+أو\s+الصلب/u,
    say: 'الخشب المصمت',
  },
  {
    rule: '"cold and clammy" is not «برودة لزجة»',
    pattern: /برودة\s+لزجة/u,
    say: 'برودة مع رطوبة ولزوجة',
  },
  { rule: '"and never to" is a calque', pattern: /وليس\s+أبدًا/u, say: 'لا إلى … أبدًا' },
  {
    rule: 'a number "in numbers" says it twice',
    pattern: /رقمًا\s+بالأرقام/u,
    say: 'اكتب القيمة بالأرقام فقط',
  },
  { rule: '«إعطائي» is stiff in a question', pattern: /إعطائي/u, say: 'هل تعطونني …؟' },
  {
    rule: 'a waived fee is not «تُلغى» (cancelled)',
    pattern: /تلغى\s+رسوم/u,
    say: 'لا تدفع رسوم التشخيص إذا…',
  },
  {
    rule: '"thank you for having us" is not «لاستقبالك لنا»',
    pattern: /لاستقبالك\s+لنا/u,
    say: 'شكرًا على حسن استقبالك',
  },
  {
    rule: 'thermoplastic insulation is not "soft"',
    pattern: /عزل\s+حراري\s+لدن/u,
    say: 'المعزولة باللدائن الحرارية (PVC)',
  },

  // Numbers.
  { rule: 'no space inside a temperature', pattern: /\d\s+°\s*[مف]/u, say: '46°م / 10°ف' },
  { rule: 'Arabic percent sign', pattern: /٪/u, say: '% (as every other page writes it)' },
  { rule: 'a space before %', pattern: /(?:\d|\})\s+%/u, say: '30%' },
  {
    rule: 'three to ten inches are «بوصات»',
    pattern: /(?<![\d.\/])(?:[3-9]|10)\s+بوصة/u,
    say: '6 بوصات (12 بوصة, 3/4 بوصة)',
  },
  {
    rule: 'a temperature is not dry or wet: the bulb is',
    pattern: /درجة\s+الحرارة\s+(?:ال)?(?:جافة|رطبة)/u,
    say: 'درجة حرارة البصيلة الجافة / الرطبة',
  },
  {
    rule: 'a count written as a product',
    pattern:
      /\d\s*×\s*(?:سبليت|شباك|كاسيت|وحد|مكيف|\d+(?:\.\d+)?\s*(?:طن|أطنان))|\{(?:units|count)\}\s*×/u,
    say: '12 وحدة سبليت / وحدة واحدة بقدرة 4 أطنان',
  },
];

/** The style rules a text breaks, as "«found» (rule) → say …". Diacritics other than shadda ignored. */
export function styleProblemsIn(text: string): string[] {
  const plain = text.replace(/[\u064B-\u0650\u0652]/gu, '');
  return arabicStyle.flatMap(({ rule, pattern, say }) => {
    const m = plain.match(pattern) ?? text.match(pattern);
    return m ? [`«${m[0].trim()}» (${rule}) → ${say}`] : [];
  });
}
