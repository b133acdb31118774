// Page copy's blanks (`{minutes} min read`), filled in as the page is drawn (schemas: content-schemas/braces.ts).

/** The sentence with each `{name}` replaced by its value: `fillIn("{minutes} min read", { minutes: 5 })`. */
export function fillIn(sentence: string, values: Readonly<Record<string, string | number>>): string {
  return sentence.replace(/\{([a-z]+)\}/g, (blank, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : blank,
  );
}
