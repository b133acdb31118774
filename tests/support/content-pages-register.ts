// Nothing to register any more: page copy is generated modules that Node
// imports as they are (`#content-collections`, docs/decisions/040-content-collections.md).
// Kept only while playwright.config.ts, tests/edge and tests/integration still
// pass it to `--import`; delete it with those lines.
export {};
