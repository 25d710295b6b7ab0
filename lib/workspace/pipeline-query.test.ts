import { describe, expect, it } from 'vitest';
import { exportSearch, pipelineQuery } from './pipeline-query';
import { parsePipelineFilter } from './pipeline-store';

describe('pipeline addresses', () => {
  const filter = parsePipelineFilter({ kind: 'booking', q: 'Sara', page: '3', overdue: '1' });

  it('keeps the filters on another page', () => {
    expect(pipelineQuery(filter, 4)).toEqual({
      kind: 'booking',
      q: 'Sara',
      overdue: '1',
      page: '4',
    });
  });

  it('exports the same filters without the page', () => {
    expect(exportSearch(filter)).toBe('kind=booking&q=Sara&overdue=1');
    expect(exportSearch(parsePipelineFilter({}))).toBe('');
  });
});
