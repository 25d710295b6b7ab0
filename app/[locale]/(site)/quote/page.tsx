import { requestPage } from '../_routes/RequestPage';

const page = requestPage('quote');
export const generateMetadata = page.generateMetadata;
export default page.Page;
