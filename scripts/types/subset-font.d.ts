// The part of subset-font's API that scripts/lib/language-names-font.ts uses (the package ships no types).
declare module "subset-font" {
  type Options = { targetFormat?: "sfnt" | "woff" | "woff2"; preserveNameIds?: number[] };
  export default function subsetFont(font: Buffer, text: string, options?: Options): Promise<Buffer>;
}
