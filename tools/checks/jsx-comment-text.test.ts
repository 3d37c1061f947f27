// A `//` or `/*` line between JSX tags is text, not a comment: React renders it. One such line in
// the workspace was a text node in the editor's main grid, which put the workspace in a row of its
// own sized by its content (the page's zoom grew in steps while a design opened).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';

const root = resolve(import.meta.dirname, '../..');

function tsxFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    if (e.name === 'node_modules' || e.name === 'dist' || e.name.startsWith('.')) return [];
    const path = join(dir, e.name);
    return e.isDirectory() ? tsxFiles(path) : e.name.endsWith('.tsx') ? [path] : [];
  });
}

/** The JSX text runs of `source` that read as a comment, as `file:line`. */
export function commentTexts(source: string, file = 'x.tsx'): string[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && /^\s*(\/\/|\/\*)/.test(node.text)) {
      const at = node.getStart(sf) + node.text.search(/\S/);
      found.push(`${file}:${sf.getLineAndCharacterOfPosition(at).line + 1}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

describe('JSX text that reads as a comment', () => {
  it('is nowhere in the apps and libraries', () => {
    const files = [...tsxFiles(join(root, 'apps')), ...tsxFiles(join(root, 'libs'))];
    expect(files.length).toBeGreaterThan(50);
    expect(files.flatMap((f) => commentTexts(readFileSync(f, 'utf8'), relative(root, f)))).toEqual([]);
  });

  it('is found where it is (the check can fail), and a real comment is not', () => {
    expect(commentTexts('const a = (\n  <div>\n    // rendered\n    <span />\n  </div>\n);')).toEqual(['x.tsx:3']);
    expect(commentTexts('const a = (\n  <div>\n    {/* a comment */}\n    <span />\n  </div>\n);')).toEqual([]);
    expect(commentTexts('const a = <a href="https://example.com">https://example.com</a>;')).toEqual([]);
  });
});
