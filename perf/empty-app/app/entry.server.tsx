// The site's server entry (boot after the first paint, app/entry.server.tsx):
// it is part of the stack every page is built on.
export { default, streamTimeout } from "../../../app/entry.server";
