import pino from "pino";

// JSON lines, except in development, where pino-pretty (a dev dependency) makes them readable.
export const logger = pino({
  level: process.env.LOG_LEVEL ?? "info",
  ...(process.env.NODE_ENV === "development" ? { transport: { target: "pino-pretty" } } : {}),
});
