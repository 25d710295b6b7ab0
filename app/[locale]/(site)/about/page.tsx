import { companyPage } from '../_routes/CompanyPage';

const page = companyPage('about');
export const generateMetadata = page.generateMetadata;
export default page.Page;
