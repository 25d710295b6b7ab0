import { requestPage } from '@/components/forms/RequestPage';

const page = requestPage('callback');
export const generateMetadata = page.generateMetadata;
export default page.Page;
