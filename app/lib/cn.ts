// Joins class names; conditional parts may be false or undefined.
export { clsx as cn } from "clsx";
