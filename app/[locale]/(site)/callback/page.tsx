import { requestPage } from '../_routes/RequestPage';

const page = requestPage('callback');
export const generateMetadata = page.generateMetadata;
export default page.Page;
