import { authPage } from '../_routes/AuthPage';

export const dynamic = 'force-dynamic';
const page = authPage('forgot');
export const generateMetadata = page.generateMetadata;
export default page.Page;
