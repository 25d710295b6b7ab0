import { companyPage } from '../_routes/CompanyPage';

const page = companyPage('privacy');
export const generateMetadata = page.generateMetadata;
export default page.Page;
