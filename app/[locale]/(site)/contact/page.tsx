import { companyPage } from '../_routes/CompanyPage';
import { ContactDetails } from '@/components/content/ContactDetails';

const page = companyPage('contact', () => <ContactDetails sourcePath="/contact" />);
export const generateMetadata = page.generateMetadata;
export default page.Page;
