// lib/ holds leaf helpers the browser may load: nothing in it reaches for the
// server's modules or the page catalog (which is read on the server only).
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";

const libDir = path.dirname(new URL(import.meta.url).pathname);
const forbidden = [/from "#app\/server\//, /from "(\.\.\/)+server\//, /from "#app\/catalog\/pages\.server"/];

/** Every module of app/lib, its folders (forms/, templates/) included, relative to it. */
const libFiles = readdirSync(libDir, { recursive: true, encoding: "utf8" }).filter((file) => /\.tsx?$/.test(file));

test("no module of app/lib imports from app/server or the page catalog", () => {
  expect(libFiles).toContain(path.join("forms", "contact-schema.ts"));
  const offenders = libFiles.flatMap((file) => {
    const source = readFileSync(path.join(libDir, file), "utf8");
    return forbidden.filter((pattern) => pattern.test(source)).map((pattern) => `${file}: ${pattern.source}`);
  });
  expect(offenders).toEqual([]);
});
