import { companyPage } from '@/components/content/CompanyPage';

const page = companyPage('terms');
export const generateMetadata = page.generateMetadata;
export default page.Page;
