import { type ClassValue, clsx } from "clsx";

/** Joins class names; conditional parts may be false or undefined. */
export function cn(...values: ClassValue[]): string {
  return clsx(values);
}
