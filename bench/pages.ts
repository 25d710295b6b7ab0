// One page of every kind (issue 22's list), shared by the benches that measure pages in a browser
// (lighthouse.ts, hydration.ts). English paths; each is measured in Arabic too.

export const article = 'what-size-ac-do-i-need';

export const englishPages: [kind: string, path: string][] = [
  ['home', '/'],
  // An AC service page with the instant estimate.
  ['service', '/services/air-conditioning/amc'],
  ['emirate', '/dubai/ac-services'],
  ['area', '/dubai/ac-services/dubai-marina'],
  ['article', `/blog/${article}`],
  ['calculator', '/calculators/hvac-cooling-load'],
  ['contact', '/contact'],
  ['quote', '/quote'],
  ['booking', '/book'],
  // The booking step with the live calendar (rendered per request).
  ['booking step 2', '/book?service=air-conditioning&propertyType=apartment&emirate=dubai'],
  ['AMC', '/amc-plans'],
];

export const arabic = (p: string) => (p === '/' ? '/ar' : `/ar${p}`);

/** Every page, each English one followed by its Arabic twin. */
export const allPages = englishPages.flatMap(([, p]) => [p, arabic(p)]);

export const kindOf = (page: string) =>
  englishPages.find(([, p]) => p === page || arabic(p) === page)?.[0] ?? '-';
