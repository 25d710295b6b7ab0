import { companyPage } from '../_routes/CompanyPage';

const page = companyPage('terms');
export const generateMetadata = page.generateMetadata;
export default page.Page;
