import path from 'node:path';
import { ESLint } from 'eslint';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// The layers app -> components -> lib are held by lint (eslint.config.mjs). These probes lint a snippet
// as if it stood at a path of the tree, so a change to the config that stops refusing an upward import
// or a circle fails here, not only in review. Each probe stands at a real file's path: import/no-cycle
// reads the graph around it from disk, and throws on a path that is not there.

const eslint = new ESLint({ cwd: process.cwd() });

async function ruleIds(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => m.ruleId);
}

describe('layer rule', () => {
  it('refuses an import of components/ from lib/, by alias and relatively', async () => {
    const alias =
      "import type { BookingFormText } from '@/components/booking/types';\nexport type T = BookingFormText;\n";
    expect(await ruleIds('lib/booking/view.ts', alias)).toContain('no-restricted-imports');
    const relative =
      "import type { BookingFormText } from '../../components/booking/types';\nexport type T = BookingFormText;\n";
    expect(await ruleIds('lib/booking/view.ts', relative)).toContain('no-restricted-imports');
  }, 60_000);

  it('refuses an import of app/ from lib/ and from components/', async () => {
    const code = "import Layout from '@/app/[locale]/layout';\nexport const L = Layout;\n";
    expect(await ruleIds('lib/og/card.ts', code)).toContain('no-restricted-imports');
    expect(await ruleIds('components/layout/FontFaces.tsx', code)).toContain(
      'no-restricted-imports',
    );
  }, 60_000);

  it('lets components/ import lib/', async () => {
    const code =
      "import type { DayOption } from '@/lib/booking/form-types';\nexport type D = DayOption;\n";
    expect(await ruleIds('components/booking/types.ts', code)).toEqual([]);
  }, 60_000);

  it('refuses a circle of files, whose paths are resolved through the alias', async () => {
    // import/no-cycle first groups the files on disk into circles, and a snippet is not on disk: the
    // probe turns that grouping off (disableScc) and keeps the configured options otherwise.
    const config = await eslint.calculateConfigForFile('lib/booking/model.ts');
    const [severity, options] = config.rules['import/no-cycle'];
    expect(severity).toBe(2);
    const probe = new ESLint({
      cwd: process.cwd(),
      overrideConfig: {
        files: ['lib/**/*.ts'],
        rules: { 'import/no-cycle': ['error', { ...options, disableScc: true }] },
      },
    });
    // lib/booking/view.ts imports ./model: model importing view back closes a circle.
    const code =
      "import { calendarView } from '@/lib/booking/view';\nexport const view = calendarView;\n";
    const [result] = await probe.lintText(code, { filePath: 'lib/booking/model.ts' });
    expect(result?.messages.map((m) => m.ruleId)).toContain('import/no-cycle');
  }, 60_000);
});

// import/no-cycle skips type-only imports by design; a circle of types still ties files together, so
// this walks the whole graph of app/, components/ and lib/ (types included) as TypeScript resolves it.
describe('import graph', () => {
  it('has no circle of files, counting type-only imports', () => {
    const root = process.cwd();
    const { config } = ts.readConfigFile(path.join(root, 'tsconfig.json'), ts.sys.readFile);
    const { options } = ts.parseJsonConfigFileContent(config, ts.sys, root);
    const files = ts.sys
      .readDirectory(root, ['.ts', '.tsx'], undefined, ['app/**/*', 'components/**/*', 'lib/**/*'])
      .filter((f) => !/\.(test|d)\.tsx?$/.test(f));
    const inGraph = new Set(files);
    const edges = new Map<string, string[]>();
    for (const file of files) {
      const { importedFiles } = ts.preProcessFile(ts.sys.readFile(file) ?? '', true, true);
      edges.set(
        file,
        importedFiles
          .map((i) => ts.resolveModuleName(i.fileName, file, options, ts.sys).resolvedModule)
          .map((m) => m?.resolvedFileName ?? '')
          .filter((f) => inGraph.has(f)),
      );
    }
    expect(circles(edges).map((c) => c.map((f) => path.relative(root, f)))).toEqual([]);
  });
});

/** The strongly connected groups of more than one file (Tarjan), each a circle or several. */
function circles(edges: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (v: string) => {
    index.set(v, index.size);
    low.set(v, index.get(v)!);
    stack.push(v);
    for (const w of edges.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (stack.includes(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const group: string[] = [];
    let w: string | undefined;
    do {
      w = stack.pop()!;
      group.push(w);
    } while (w !== v);
    if (group.length > 1 || (edges.get(v) ?? []).includes(v)) found.push(group.sort());
  };
  for (const v of edges.keys()) if (!index.has(v)) visit(v);
  return found;
}
