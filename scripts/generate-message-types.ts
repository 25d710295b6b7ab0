// `npm run messages:types`, run before dev, typecheck and build: writes lib/i18n/message-types.ts, the
// type of the English messages that next-intl checks every key against (lib/i18n/app-config.ts). The
// messages are many JSON files whose folder path is their key path (lib/i18n/messages.ts); TypeScript
// reads each file's keys itself, so the generated file only lists which files exist and changes only
// when one is added, moved or removed.
import fs from 'node:fs';
import path from 'node:path';
import { MESSAGE_TYPES_FILE, messageTypesSource } from '../lib/i18n/message-types-source';

const source = messageTypesSource();
if (!fs.existsSync(MESSAGE_TYPES_FILE) || fs.readFileSync(MESSAGE_TYPES_FILE, 'utf8') !== source) {
  fs.writeFileSync(MESSAGE_TYPES_FILE, source);
  console.log(`wrote ${path.relative(process.cwd(), MESSAGE_TYPES_FILE)}`);
}
