import { describe, expect, it } from 'vitest';
import { isMessageKey } from './message-key';

describe('isMessageKey', () => {
  const messages = { a: { b: 'text', c: ['compiled', 0] }, d: 'top' };
  it('accepts the keys of messages, plain or compiled', () => {
    expect(['a.b', 'a.c', 'd'].filter((k) => isMessageKey(messages, k))).toEqual([
      'a.b',
      'a.c',
      'd',
    ]);
  });
  it('refuses namespaces, missing keys and inherited properties', () => {
    expect(
      ['a', 'a.x', 'x.b', 'd.length', 'toString', 'a.b.c'].some((k) => isMessageKey(messages, k)),
    ).toBe(false);
  });
});
