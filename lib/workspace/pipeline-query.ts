import type { PipelineFilter } from './pipeline-store';

// The pipeline's filters written back into an address: the pages before and after keep them, the
// CSV export takes them without the page.

/** The filters as query parameters, on page `page`. */
export function pipelineQuery(filter: PipelineFilter, page: number): Record<string, string> {
  return {
    ...Object.fromEntries(
      Object.entries(filter)
        .filter(([k, v]) => k !== 'page' && v !== undefined)
        .map(([k, v]) => [k, String(v)]),
    ),
    page: String(page),
  };
}

/** The filters as a query string for the CSV export ('' with none). */
export function exportSearch(filter: PipelineFilter): string {
  const { page: _page, ...rest } = pipelineQuery(filter, 1);
  void _page;
  return new URLSearchParams(rest).toString();
}
