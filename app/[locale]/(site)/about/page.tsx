import { companyPage } from '@/components/content/CompanyPage';

const page = companyPage('about');
export const generateMetadata = page.generateMetadata;
export default page.Page;
