import { authPage } from '../_routes/AuthPage';

export const dynamic = 'force-dynamic';
const page = authPage('signIn');
export const generateMetadata = page.generateMetadata;
export default page.Page;
