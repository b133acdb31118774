// The not-found page's words. They live apart from the other pages' (pages.ts,
// read on the server only) because the browser needs them: the root error
// boundary shows them for an unknown address, with no loader data to read.
import { pagePaths } from "./page-paths";

export const notFoundPage = {
  path: pagePaths.notFound,
  title: "Page not found",
  description: "The page you asked for does not exist.",
  heading: "Oops! Page not found",
  intro: "The page you are looking for does not exist or has moved.",
} as const;
