import { companyPage } from '@/components/content/CompanyPage';

const page = companyPage('privacy');
export const generateMetadata = page.generateMetadata;
export default page.Page;
