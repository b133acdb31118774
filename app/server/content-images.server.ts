// Width and height of the images articles use, read from the file (image-size), so the page does not jump.
import { imageSize as measure } from "image-size";

export type ImageSize = { width: number; height: number };

/** The size of an SVG, PNG or JPEG file, or null when it cannot be read. */
export function imageSize(buffer: Buffer, extension: string): ImageSize | null {
  if (![".svg", ".png", ".jpg", ".jpeg"].includes(extension.toLowerCase())) return null;
  try {
    const { width, height } = measure(buffer);
    return width > 0 && height > 0 ? { width: Math.round(width), height: Math.round(height) } : null;
  } catch {
    return null;
  }
}
