import { authPage } from '../_routes/AuthPage';

export const dynamic = 'force-dynamic';
const page = authPage('signUp');
export const generateMetadata = page.generateMetadata;
export default page.Page;
