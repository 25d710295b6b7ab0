import { describe, expect, it } from 'vitest';
import { leadSchemas } from './schemas';

// Every error a form's schema gives is one of our codes, which the form turns into localised words:
// never zod's own English ("Invalid input"), which the browser would show as it is.

const codes = ['required', 'invalid', 'tooLong', 'digits', 'characters'];
const junk: readonly unknown[] = [
  '',
  'abc',
  '٤x',
  '-1',
  '1.5',
  '99999999',
  'x'.repeat(5000),
  42,
  true,
  null,
  {},
  [],
];

describe.each(Object.entries(leadSchemas))('the %s form', (_kind, schema) => {
  const fields = Object.keys(schema.shape);
  it.each(fields)('%s: every error is one of our codes', (field) => {
    for (const value of junk) {
      const result = schema.safeParse({ [field]: value });
      const messages = (result.error?.issues ?? [])
        .filter((i) => i.path[0] === field)
        .map((i) => i.message);
      for (const message of messages)
        expect(codes, `${field} = ${String(value)}`).toContain(message);
    }
  });
});
