// One heading and two paragraphs, as the empty page: the words are the site's own kind of copy.
const copy = {
  en: [
    'AC maintenance in Dubai',
    'Certified technicians service split, ducted and central air conditioning across the UAE, with a written report after every visit.',
    'Book a visit online in two minutes; we confirm the time by phone or WhatsApp the same day.',
  ],
  ar: [
    'صيانة المكيفات في دبي',
    'فنيون معتمدون يصونون المكيفات المنفصلة والمخفية والمركزية في أنحاء الإمارات، مع تقرير مكتوب بعد كل زيارة.',
    'احجز زيارة عبر الموقع في دقيقتين، ونؤكد الموعد بالهاتف أو واتساب في اليوم نفسه.',
  ],
};

export default async function FloorPage({ params }) {
  const { lang } = await params;
  const [heading, first, second] = copy[lang];
  return (
    <main id="floor-main">
      <h1>{heading}</h1>
      <p>{first}</p>
      <p>{second}</p>
    </main>
  );
}
