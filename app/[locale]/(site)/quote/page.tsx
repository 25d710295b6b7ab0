import { requestPage } from '@/components/forms/RequestPage';

const page = requestPage('quote');
export const generateMetadata = page.generateMetadata;
export default page.Page;
