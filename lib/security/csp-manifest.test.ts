import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes, regeneratedHashes } from './csp-manifest';

describe('hashes of a regenerated page', () => {
  it('are none until the server regenerates the page, then those of its newest HTML', () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'csp-'));
    expect(regeneratedHashes('/en/services/air-conditioning', dist)).toEqual([]);
    const dir = path.join(dist, 'server', 'route-cache', 'APP_PAGE', 'abc', '$', 'en', 'services');
    fs.mkdirSync(dir, { recursive: true });
    const file = path.join(dir, 'air-conditioning.html');
    const first = '<script>self.__next_f.push([1,"150"])</script>';
    fs.writeFileSync(file, first);
    expect(regeneratedHashes('/en/services/air-conditioning', dist)).toEqual(
      inlineScriptHashes(first),
    );
    // A price changed: the page is written again and its new script's hash replaces the old one.
    const second = '<script>self.__next_f.push([1,"180"])</script>';
    fs.writeFileSync(file, second);
    fs.utimesSync(file, new Date(), new Date(Date.now() + 5_000));
    const hashes = regeneratedHashes('/en/services/air-conditioning', dist);
    expect(hashes).toEqual(inlineScriptHashes(second));
    expect(hashes).not.toEqual(inlineScriptHashes(first));
  });
});
