// A page-copy file becomes a module with one export per top-level key
// (content-pages.ts), and the `declare module "#content/pages/….yml"` blocks
// in app/vite/*.d.ts tell TypeScript what those exports are. They are written
// by hand, so this keeps them true: a key added to a file (or to its schema's
// output) without its declaration, or a declaration left behind after a key is
// removed, fails here instead of as a puzzling import error.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { expect, test } from "vitest";
import { contentPagesDir, loadContentPage } from "./content-pages";

const viteDir = import.meta.dirname;
const moduleName = /^#content\/pages\/([a-z-]+)\.yml$/;

/** Each declared page-copy module: its file name and the exports declared for it. */
function declaredModules(): Map<string, string[]> {
  const declared = new Map<string, string[]>();
  for (const name of readdirSync(viteDir).filter((file) => file.endsWith(".d.ts"))) {
    const file = path.join(viteDir, name);
    const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
    for (const statement of source.statements) {
      if (!ts.isModuleDeclaration(statement) || !ts.isStringLiteral(statement.name)) continue;
      const page = moduleName.exec(statement.name.text)?.[1];
      if (page === undefined || statement.body === undefined || !ts.isModuleBlock(statement.body)) continue;
      // Blocks for one module merge (several .d.ts files may declare some of its exports).
      declared.set(page, [
        ...(declared.get(page) ?? []),
        ...statement.body.statements
          .filter(ts.isVariableStatement)
          .flatMap((variables) =>
            variables.declarationList.declarations.map((declaration) => declaration.name.getText(source)),
          ),
      ]);
    }
  }
  return declared;
}

const contentFiles = readdirSync(contentPagesDir)
  .filter((file) => file.endsWith(".yml"))
  .map((file) => file.replace(/\.yml$/, ""));

test("every page-copy file is declared as a module", () => {
  expect([...declaredModules().keys()].sort()).toEqual([...contentFiles].sort());
});

test.each(contentFiles)("%s.yml: the declared exports are the keys the file's module exports", (page) => {
  const exported = Object.keys(loadContentPage(path.join(contentPagesDir, `${page}.yml`)));
  expect(declaredModules().get(page)?.sort()).toEqual(exported.sort());
});
