// Which case studies exist and the service pages each links (their words: messages/<locale>/caseStudies.json).
export const caseStudies = [
  {
    slug: 'office-cooling-energy-retrofit',
    services: [
      'commercial-hvac/chiller-services',
      'commercial-hvac/ahu-services',
      'building-management-systems',
    ],
  },
  {
    slug: 'villa-humidity-and-odour',
    services: [
      'air-conditioning/repair-cleaning',
      'ventilation',
      'mep/plumbing-services',
      'air-conditioning/amc',
    ],
  },
  {
    slug: 'restaurant-kitchen-extract-rebalancing',
    services: ['ventilation', 'commercial-hvac', 'commercial-hvac/maintenance-contracts'],
  },
  {
    slug: 'residential-building-repaint-waterproofing',
    services: ['painting', 'mep/plumbing-services'],
  },
] as const;

/** Terms of the bilingual glossary; their definitions are copy in messages/<locale>/resources.json. */
export const glossaryTerms = [
  {
    id: 'split-ac',
    en: 'Split AC',
    ar: 'مكيف سبليت',
  },
  {
    id: 'ducted-split',
    en: 'Ducted split',
    ar: 'مكيف مخفي (دكت)',
  },
  {
    id: 'fcu-fan-coil-unit',
    en: 'FCU (fan coil unit)',
    ar: 'وحدة ملف المروحة (فان كويل، FCU)',
  },
  {
    id: 'ahu-air-handling-unit',
    en: 'AHU (air handling unit)',
    ar: 'وحدة مناولة الهواء (AHU)',
  },
  {
    id: 'fahu-fresh-air-handling-unit',
    en: 'FAHU (fresh air handling unit)',
    ar: 'وحدة معالجة الهواء النقي (FAHU)',
  },
  {
    id: 'vrf-variable-refrigerant-flow',
    en: 'VRF (variable refrigerant flow)',
    ar: 'نظام التدفق المتغير لغاز التبريد (VRF)',
  },
  {
    id: 'chiller',
    en: 'Chiller',
    ar: 'مبرد المياه (التشيلر)',
  },
  {
    id: 'cooling-tower',
    en: 'Cooling tower',
    ar: 'برج التبريد',
  },
  {
    id: 'district-cooling',
    en: 'District cooling',
    ar: 'تبريد المناطق',
  },
  {
    id: 'btu-british-thermal-unit',
    en: 'BTU (British thermal unit)',
    ar: 'الوحدة الحرارية البريطانية (BTU)',
  },
  {
    id: 'ton-of-refrigeration',
    en: 'Ton of refrigeration',
    ar: 'طن التبريد',
  },
  {
    id: 'inverter',
    en: 'Inverter',
    ar: 'تقنية الإنفرتر',
  },
  {
    id: 'refrigerant-r410a-r32',
    en: 'Refrigerant (R410A, R32)',
    ar: 'غاز التبريد (R410A وR32)',
  },
  {
    id: 'compressor',
    en: 'Compressor',
    ar: 'الضاغط (الكمبروسر)',
  },
  {
    id: 'condenser',
    en: 'Condenser',
    ar: 'المكثف (ملف التكثيف)',
  },
  {
    id: 'evaporator-coil',
    en: 'Evaporator coil',
    ar: 'ملف التبخير (المبخر)',
  },
  {
    id: 'capacitor',
    en: 'Capacitor',
    ar: 'المكثف الكهربائي',
  },
  {
    id: 'contactor',
    en: 'Contactor',
    ar: 'المفتاح التلامسي (الكونتاكتور)',
  },
  {
    id: 'thermostat',
    en: 'Thermostat',
    ar: 'الثرموستات',
  },
  {
    id: 'setpoint',
    en: 'Setpoint',
    ar: 'درجة الضبط',
  },
  {
    id: 'merv-filter',
    en: 'MERV filter',
    ar: 'فلتر بتصنيف MERV',
  },
  {
    id: 'duct',
    en: 'Duct',
    ar: 'مجرى الهواء (الدكت)',
  },
  {
    id: 'diffuser',
    en: 'Diffuser',
    ar: 'ناشر الهواء',
  },
  {
    id: 'return-air',
    en: 'Return air',
    ar: 'الهواء الراجع',
  },
  {
    id: 'fresh-air',
    en: 'Fresh air',
    ar: 'الهواء النقي (الخارجي)',
  },
  {
    id: 'erv-energy-recovery-ventilator',
    en: 'ERV (energy recovery ventilator)',
    ar: 'وحدة استرجاع الطاقة (ERV)',
  },
  {
    id: 'dehumidification',
    en: 'Dehumidification',
    ar: 'إزالة الرطوبة',
  },
  {
    id: 'latent-load',
    en: 'Latent load',
    ar: 'الحمل الكامن',
  },
  {
    id: 'sensible-load',
    en: 'Sensible load',
    ar: 'الحمل المحسوس',
  },
  {
    id: 'esma-energy-label',
    en: 'ESMA energy label',
    ar: 'ملصق كفاءة الطاقة (ESMA)',
  },
  {
    id: 'cop-eer',
    en: 'COP / EER',
    ar: 'معامل الأداء ونسبة كفاءة الطاقة (COP/EER)',
  },
  {
    id: 'superheat',
    en: 'Superheat',
    ar: 'التحميص الزائد',
  },
  {
    id: 'static-pressure',
    en: 'Static pressure',
    ar: 'الضغط الساكن',
  },
  {
    id: 'condensate-drain',
    en: 'Condensate drain',
    ar: 'خط تصريف مياه التكثيف',
  },
  {
    id: 'deep-clean',
    en: 'Deep clean',
    ar: 'التنظيف العميق',
  },
  {
    id: 'gas-top-up',
    en: 'Gas top-up',
    ar: 'شحن غاز التبريد (الفريون)',
  },
  {
    id: 'amc-annual-maintenance-contract',
    en: 'AMC (annual maintenance contract)',
    ar: 'عقد الصيانة السنوي (AMC)',
  },
  {
    id: 'ppm-planned-preventive-maintenance',
    en: 'PPM (planned preventive maintenance)',
    ar: 'الصيانة الوقائية المخططة (PPM)',
  },
  {
    id: 'bms-building-management-system',
    en: 'BMS (building management system)',
    ar: 'نظام إدارة المبنى (BMS)',
  },
  {
    id: 'expansion-valve',
    en: 'Expansion valve',
    ar: 'صمام التمدد',
  },
] as const;
