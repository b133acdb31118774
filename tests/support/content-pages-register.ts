// Lets Node import content/pages/*.yml as Vite does (tests/support/content-pages-hooks.mjs).
import { register } from "node:module";

register("./content-pages-hooks.mjs", import.meta.url);
