import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { messageTypesSource } from './message-types-source';

// The generated type must follow the files: a new page's copy (messages/en/acArea/x.json) becomes the
// key path acArea.x, and a folder becomes a nested object.
describe('message types', () => {
  it('lists every English message file under its key path', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'messages-'));
    fs.mkdirSync(path.join(root, 'acSub', 'abu-dhabi'), { recursive: true });
    fs.writeFileSync(path.join(root, 'common.json'), '{}');
    fs.writeFileSync(path.join(root, 'acSub', 'abu-dhabi', 'amc.json'), '{}');
    fs.writeFileSync(path.join(root, 'acSub', 'abu-dhabi', 'notes.md'), '');
    const source = messageTypesSource(root);
    expect(source).toContain(
      "import type acSub_abu_dhabi_amc from '@/messages/en/acSub/abu-dhabi/amc.json';",
    );
    expect(source).toContain(
      "  acSub: {\n    'abu-dhabi': {\n      amc: typeof acSub_abu_dhabi_amc;\n    };\n  };\n  common: typeof common;",
    );
    expect(source).not.toContain('notes');
  });
  it('is up to date with messages/en (typecheck and build regenerate it)', () => {
    expect(fs.readFileSync(path.join('lib', 'i18n', 'message-types.ts'), 'utf8')).toBe(
      messageTypesSource(),
    );
  });
});
