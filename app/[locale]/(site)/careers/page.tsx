import { getTranslations } from 'next-intl/server';
import { companyPage } from '../_routes/CompanyPage';
import { LeadFormSection } from '@/components/forms/LeadFormSection';

const page = companyPage('careers', async () => {
  const t = await getTranslations('requests.careerForm');
  return (
    <section id="apply" className="rounded-xl bg-brand-50 p-6">
      <h2 className="text-2xl font-bold text-brand-900">{t('heading')}</h2>
      <div className="mt-6">
        <LeadFormSection kind="career" sourcePath="/careers" />
      </div>
    </section>
  );
});
export const generateMetadata = page.generateMetadata;
export default page.Page;
