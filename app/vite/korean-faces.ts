// Writes `#app/styles/fonts-ko.css` at build time: only the Noto Sans KR slices (fontsource splits the font into 124
// by unicode-range) that hold the Hangul in content/ and app/, so the stylesheet stays small (decisions 005, 063).
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";

const stylesheet = "app/styles/fonts-ko.css";
const fontsource = "@fontsource-variable/noto-sans-kr";

function koreanFacesCss(root: string): string {
  const hangul = new Set<number>();
  for (const folder of ["content", "app"]) {
    for (const file of readdirSync(path.join(root, folder), { recursive: true, encoding: "utf8" })) {
      if (!/\.(md|yml|tsx?)$/.test(file)) continue;
      const text = readFileSync(path.join(root, folder, file), "utf8");
      for (const [letter] of text.matchAll(/[\u1100-\u11ff\u3130-\u318f\uac00-\ud7a3]/g))
        hangul.add(letter.charCodeAt(0));
    }
  }
  const faces = readFileSync(path.join(root, "node_modules", fontsource, "wght.css"), "utf8").match(
    /@font-face \{[^}]+\}/g,
  );
  return (faces ?? [])
    .filter((face) =>
      /unicode-range: ([^;]+)/
        .exec(face)?.[1]
        ?.split(",")
        .some((range) => {
          const [from = 0, to = from] = range
            .replace("U+", "")
            .split("-")
            .map((hex) => Number.parseInt(hex, 16));
          return [...hangul].some((code) => code >= from && code <= to);
        }),
    )
    .map((face) => face.replace("swap", "optional").replace("./files/", `${fontsource}/files/`))
    .join("\n");
}

export function koreanFaces(): Plugin {
  let root = process.cwd();
  return {
    name: "examwise:korean-faces",
    enforce: "pre",
    configResolved(config) {
      root = config.root;
    },
    resolveId(id) {
      const [file, query] = id.split("?");
      if (file?.endsWith(stylesheet)) return path.join(root, stylesheet) + (query ? `?${query}` : "");
    },
    load(id) {
      // `?url` is Vite's own step, which then imports the file itself.
      if (id.startsWith(path.join(root, stylesheet)) && !/[?&]url\b/.test(id)) return koreanFacesCss(root);
    },
  };
}
