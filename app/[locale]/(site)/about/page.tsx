import { getTranslations } from 'next-intl/server';
import { CompanyFacts } from '@/components/company/CompanyFacts';
import { Photos } from '@/components/content/Photos';
import { companyPage } from '../_routes/CompanyPage';

// The about page's photo slot: the team and vans, once the owner adds them (lib/content/photos.ts).
// The company's facts (licence, office, year founded, certifications) when the owner has set them.
const page = companyPage('about', async (locale) => (
  <>
    <CompanyFacts
      locale={locale}
      className="mt-8"
      headingClassName="text-2xl font-bold text-brand-900"
      linkClassName="text-brand-700 underline"
    />
    <Photos
      kinds={['team', 'van']}
      locale={locale}
      heading={(await getTranslations({ locale, namespace: 'common.photos' }))('team')}
    />
  </>
));
export const generateMetadata = page.generateMetadata;
export default page.Page;
