import { companyPage } from '@/components/content/CompanyPage';

const page = companyPage('careers');
export const generateMetadata = page.generateMetadata;
export default page.Page;
