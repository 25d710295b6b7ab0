import { describe, expect, it } from 'vitest';
import { multiInstanceProblem } from './instances';

describe('multiInstanceProblem', () => {
  it('lets one instance run on the embedded database', () => {
    expect(multiInstanceProblem({})).toBeNull();
    expect(multiInstanceProblem({ SITE_INSTANCES: '1' })).toBeNull();
  });

  it('refuses several instances without DATABASE_URL, saying what to set', () => {
    expect(multiInstanceProblem({ SITE_INSTANCES: '2' })).toBe(
      '2 instances cannot share the embedded PGlite database (it is single-process): set DATABASE_URL to a PostgreSQL database, or run one instance.',
    );
    expect(multiInstanceProblem({ SITE_INSTANCES: '3', DATABASE_URL: ' ' })).toContain(
      'set DATABASE_URL',
    );
  });

  it('lets several instances share PostgreSQL', () => {
    expect(
      multiInstanceProblem({ SITE_INSTANCES: '2', DATABASE_URL: 'postgres://u:p@db/site' }),
    ).toBeNull();
  });

  it('refuses a count that is not a whole number', () => {
    expect(multiInstanceProblem({ SITE_INSTANCES: 'two' })).toBe(
      'SITE_INSTANCES must be a whole number of instances (1 or more); it is "two".',
    );
    expect(multiInstanceProblem({ SITE_INSTANCES: '0' })).not.toBeNull();
  });
});
