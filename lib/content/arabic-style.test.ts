import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { styleProblemsIn } from './arabic-style';

const root = process.cwd();
function files(dir: string, ext: RegExp): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'node_modules' ? [] : files(p, ext);
    return ext.test(p) ? [p] : [];
  });
}

describe('the Arabic style rules', () => {
  it('catch each wrong form a native review found', () => {
    for (const wrong of [
      'تم التغيير بواسطتك',
      'تفضّل التحدث أولًا؟',
      'اتصل على 04 555 0100',
      'نصون المكيفات',
      'هل تصونون الفلل؟',
      'كل من يملكه يستطيع تغيير الموعد',
      'أضِف الزيارة إلى تقويمي',
      'استعادة التدفق إلى حدود 10% من القيمة التصميمية',
      'أنظمة الجهد المنخفض جدًا',
      'التكييف المركزي التجاري',
      'فترة فيها أماكن شاغرة',
      'بقيت 3 أماكن',
      'انقل زيارتي',
      'نُقلت زيارتك إلى الثلاثاء',
      'قريبة جدًا',
      'رقم المرجع: AMC-1',
      'ستحصل على رقم حجز',
      'نؤكّد زيارتك رقم {reference} يوم',
      'حتى {{price:amc.minor-parts-cap}} للقطعة',
      'اختر «فني تكييف وتبريد»',
      'السنة قبل الضريبة',
      'ضريبة 5٪',
      'هامش أمان 30 %',
      '12 × سبليت',
      '1 × 4 طن',
      '{units} × {type}',
      'هل يستحق التنظيف العميق العناء في برج قديم؟',
      'لماذا تستحق الصيانة المنتظمة العناء؟',
      'والضريبة فيه ظاهرة وحدها',
      'كما يوضّح <link>إشعار الخصوصية</link> لدينا',
      'وأنظمة HVAC التجارية',
      'البنية التحتية للأنظمة منخفضة الجهد',
      'قريبة جدًا للحجز',
      'بضع نجوم، وبضع كلمات إن شئت',
      'لأي سؤال في الأثناء',
      'ونشير إلى أنفسنا هنا بـ «نحن»',
      'النموذج أكبر من أن يُرسل',
      'فاتتنا زيارتك',
      'فاتت الزيارة (لم نجد أحدًا في المكان)',
      'سُجّل أن الزيارة فاتت',
      'محجوز للمراجعة: يتضمن رابطًا',
      'تمّت زيارتك',
      'القطع الصغيرة حتى 250 درهمًا للعمل الواحد',
      'يبدو إعادة طلاء الجدار',
      '= 7,034 واط; 800 CFM',
      'كم مرة ينبغي غسيل الفان كويل',
      'غسيل وحدات الفان كويل',
      'ضمان مصنعية لمدة 90 يومًا',
      'الفلل والمنازل المتلاصقة',
      'تلف المكثفات الكهربائية والكونتاكتورات',
      'أنبوب الصلب جدول 40',
      'دراسات حالة',
      'عند 46 °م في الخارج',
    ])
      expect(styleProblemsIn(wrong), wrong).toHaveLength(1);
  });

  it('let the chosen forms through', () => {
    for (const right of [
      'أنت',
      'هل تفضّل التحدث أولًا؟',
      'اتصل بنا على 04 555 0100',
      'نتولى صيانة المكيفات',
      'لا تشارك رابط هذه الصفحة مع أحد',
      'أضِف الزيارة إلى تقويمك',
      'إلى ما لا يقل عن 90% من القيمة التصميمية',
      'أنظمة التيار الخفيف',
      'وتظهر فيه الضريبة في بند مستقل',
      'كما يوضّح إشعار الخصوصية',
      'لماذا تهمّ الصيانة المنتظمة في هذا المناخ؟',
      'بقيت 3 مواعيد متاحة',
      'غيّر موعد زيارتي',
      'لا يمكن حجزها الآن لقرب موعدها',
      'لم تعد متاحة',
      'الرقم المرجعي: AMC-1',
      'حتى {{price:amc.minor-parts-cap}} للإصلاح الواحد',
      'اختر عدد النجوم وأضف تعليقًا قصيرًا',
      'وإن كان لديك أي سؤال حتى ذلك الحين',
      'لم تتم الزيارة (لم يجد الفني أحدًا في الموقع)',
      'بانتظار المراجعة',
      'اكتملت الزيارة',
      'تبدو إعادة طلاء الجدار',
      '15.27 لتر/ث؛ الأنبوب الفولاذي الموصى به (Schedule 40)',
      'تنظيف وحدات الفان كويل',
      'ضمان على العمل لمدة 90 يومًا',
      'الفلل والتاون هاوس',
      'المكثفات الكهربائية والملامسات (الكونتاكتورات)',
      'دراسات الحالة',
      'عند 46°م في الخارج',
      'حجم النموذج أكبر من المسموح به',
      'الإجمالي السنوي قبل الضريبة',
      'ضريبة 5%',
      'مقطع 400 × 200 مم',
      '12 وحدة سبليت',
    ])
      expect(styleProblemsIn(right), right).toEqual([]);
  });

  it('hold in every Arabic message and article', () => {
    const problems = files(path.join(root, 'messages/ar'), /\.(json|md)$/).flatMap((f) =>
      styleProblemsIn(fs.readFileSync(f, 'utf8')).map((p) => `${path.relative(root, f)}: ${p}`),
    );
    expect(problems).toEqual([]);
  });

  it('hold in the Arabic written in the code (catalogue, content, components)', () => {
    const own = /(?:arabic-style|glossary)(?:\.test)?\.ts$|\.test\.tsx?$/;
    const problems = ['lib', 'components', 'app']
      .flatMap((d) => files(path.join(root, d), /\.tsx?$/))
      .filter((f) => !own.test(f))
      .flatMap((f) =>
        fs
          .readFileSync(f, 'utf8')
          .split('\n')
          .filter((line) => /[\u0600-\u06FF]/u.test(line))
          .flatMap((line) => styleProblemsIn(line))
          .map((p) => `${path.relative(root, f)}: ${p}`),
      );
    expect(problems).toEqual([]);
  });
});
