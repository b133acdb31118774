// The words of the page a browser gets when its request cannot be read (a
// broken address, a bad Host header, a body that is too large). The server
// writes that page itself, without React, so it lives apart from pages.ts.
export const badRequestPage = {
  title: "Bad request",
  heading: "We could not read that request",
  intro:
    "The address or the request your browser sent is not one we can answer. Check the link for typing mistakes, or start again from the home page.",
  home: "Go to the home page",
} as const;
