// The not-found page names the address nobody answers in the console (docs/product.md, "Not found").
export function logNotFound(document: Document): void {
  const path = document.querySelector("[data-not-found]")?.getAttribute("data-not-found");
  if (path) console.warn(`404: no page at ${path}`);
}
