// Page copy's blanks, filled in as the page is drawn: a sentence in content/pages/ that counts or names something says
// where its value goes (`{minutes} min read`), and its schema makes sure it does
// (app/catalog/content-schemas/braces.ts).

/** The sentence with each `{name}` replaced by its value: `fillIn("{minutes} min read", { minutes: 5 })`. */
export function fillIn(sentence: string, values: Readonly<Record<string, string | number>>): string {
  return sentence.replace(/\{([a-z]+)\}/g, (blank, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : blank,
  );
}
