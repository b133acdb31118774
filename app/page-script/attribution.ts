// Records a landing in this browser's storage, so a later form can say where the lead came from; nothing leaves before.
import { type Attribution, afterLanding, attributionStorageKey, landingTouch } from "#app/lib/attribution";

function stored(storage: Storage): Attribution | null {
  try {
    const value: unknown = JSON.parse(storage.getItem(attributionStorageKey) ?? "null");
    return typeof value === "object" && value !== null && "first" in value && "last" in value
      ? (value as Attribution)
      : null;
  } catch {
    return null;
  }
}

export function recordLanding(document: Document): void {
  const touch = landingTouch(document.location, document.referrer, new Date());
  if (!touch) return;
  try {
    const storage = window.localStorage;
    storage.setItem(attributionStorageKey, JSON.stringify(afterLanding(stored(storage), touch, new Date())));
  } catch {
    // Storage refused (private mode, blocked): the lead simply has no attribution.
  }
}
