// The framework's floor (issue 37): an empty App Router page built by the site's own Next, React and
// Turbopack (`npx next build bench/floor`), so that npm run bench:floor can measure it in the same run as
// the site. No stylesheet, no font, no client component; nothing else is configured on purpose.
/** @type {import('next').NextConfig} */
const nextConfig = { poweredByHeader: false };
export default nextConfig;
