// drizzle-kit: `npx drizzle-kit generate` writes a migration for a schema change
// into drizzle/; the server applies pending migrations at start-up.
import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  schema: "./app/server/db/schema.server.ts",
  out: "./drizzle",
});
