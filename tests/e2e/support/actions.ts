import type { APIRequestContext } from '@playwright/test';

/**
 * The hidden fields Next writes into a page's lead form for its server action (what a browser without
 * JavaScript posts), and the action's id, read from the page's HTML.
 */
export async function leadFormAction(request: APIRequestContext, url: string) {
  const html = await (await request.get(url)).text();
  const hidden: Record<string, string> = {};
  for (const match of html.matchAll(
    /<input type="hidden" name="(\$ACTION[^"]*)"(?: value="([^"]*)")?/g,
  ))
    hidden[match[1]!] = (match[2] ?? '').replace(/&quot;/g, '"').replace(/&amp;/g, '&');
  const reference = Object.entries(hidden).find(([name]) => /^\$ACTION_\d+:0$/.test(name))?.[1];
  if (!reference) throw new Error(`no lead form action on ${url}`);
  const id = (JSON.parse(reference) as { id: string }).id;
  return { hidden, id };
}
