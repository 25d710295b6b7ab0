// The bisection steps of bench/floor.ts: the floor page (bench/floor) with the site's pieces added one
// at a time, each taken from the site's own HTML of the same page in the same language. Pure string
// work, so that the steps need no build: a step's document is the floor's document with the pieces
// spliced in. Spliced markup is not hydrated (the floor's flight data does not know it), so the steps
// measure what HTML, CSS and fonts cost; the last step, the real page, adds the site's JavaScript.

export const steps = [
  'floor',
  'css', // the site's stylesheet links and the body's classes
  'font1', // the first @font-face rule set and its first preload
  'font2', // every further font preload of the page's face
  'header',
  'footer',
  'expect', // <link rel="expect" href="#site-footer" blocking="render">
  'content', // the page's <main> instead of the floor's
  'flight', // the page's flight data (self.__next_f) at its size, inert (type="text/plain")
] as const;
export type Step = (typeof steps)[number];

const first = (html: string, re: RegExp) => html.match(re)?.[0] ?? '';
const all = (html: string, re: RegExp) => html.match(re) ?? [];

/** The site's pieces, cut out of one page's HTML. */
export function piecesOf(site: string) {
  return {
    css: all(site, /<link rel="stylesheet"[^>]*>/g),
    bodyClass: site.match(/<body class="([^"]*)"/)?.[1] ?? '',
    fontPreloads: all(site, /<link rel="preload"[^>]*as="font"[^>]*>/g),
    fontFaces: first(site, /<style>@font-face[\s\S]*?<\/style>/),
    header: first(site, /<header[\s\S]*?<\/header>/),
    footer: first(site, /<footer[\s\S]*?<\/footer>/),
    expect: first(site, /<link rel="expect"[^>]*>/),
    main: first(site, /<main[\s\S]*?<\/main>/),
    flight: all(site, /<script>self\.__next_f\.push[\s\S]*?<\/script>/g)
      .map((s) => s.replace('<script>', '<script type="text/plain">'))
      .join(''),
  };
}

/** The floor's document with every piece up to and including `step`. */
export function splice(floor: string, site: string, step: Step): string {
  const upTo = steps.indexOf(step);
  const on = (s: Step) => steps.indexOf(s) <= upTo;
  const p = piecesOf(site);
  const head: string[] = [];
  if (on('css')) head.push(...p.css);
  if (on('font1')) head.push(p.fontPreloads[0] ?? '', p.fontFaces);
  if (on('font2')) head.push(...p.fontPreloads.slice(1));
  if (on('expect')) head.push(p.expect);
  let html = floor.replace(/<head>/, `<head>${head.join('')}`);
  if (on('css')) html = html.replace(/<body>/, `<body class="${p.bodyClass}">`);
  if (on('content')) html = html.replace(/<main[\s\S]*?<\/main>/, p.main);
  if (on('header')) html = html.replace(/(<body[^>]*>)/, `$1${p.header}`);
  if (on('footer')) html = html.replace(/<\/main>/, `</main>${p.footer}`);
  if (on('flight')) html = html.replace(/<\/body>/, `${p.flight}</body>`);
  return html;
}
