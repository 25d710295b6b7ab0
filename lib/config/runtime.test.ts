import { describe, expect, it } from 'vitest';
import { REQUIRED_NODE_MAJOR, runtimeProblem } from './runtime';

describe('runtime', () => {
  it('the tests themselves run on Node 24, the Node npm install brings', () => {
    expect(Number(process.versions.node.split('.')[0])).toBe(REQUIRED_NODE_MAJOR);
    expect(runtimeProblem()).toBeNull();
  });

  it('refuses an end-of-life Node with a message that says what to do', () => {
    expect(runtimeProblem('20.20.2')).toMatch(
      /Node 20\.20\.2 is past its end of life.*npm run build/,
    );
    expect(runtimeProblem('24.21.0')).toBeNull();
  });
});
