import { getTranslations } from 'next-intl/server';
import { Photos } from '@/components/content/Photos';
import { companyPage } from '../_routes/CompanyPage';

// The about page's photo slot: the team and vans, once the owner adds them (lib/content/photos.ts).
const page = companyPage('about', async (locale) => (
  <Photos
    kinds={['team', 'van']}
    locale={locale}
    heading={(await getTranslations({ locale, namespace: 'common.photos' }))('team')}
  />
));
export const generateMetadata = page.generateMetadata;
export default page.Page;
