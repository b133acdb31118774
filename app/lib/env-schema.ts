// The environment's shape, shared by the build (public values) and the server.
import { z } from "zod";

/** An empty variable (`FOO=` in a .env file) counts as unset. */
export const blankAsUnset = (value: unknown) => (value === "" ? undefined : value);

const httpUrl = (fallback: string) =>
  z.preprocess(
    blankAsUnset,
    z
      .url({ protocol: /^https?$/, error: "must be an http(s) URL" })
      .default(fallback)
      .transform((value) => value.replace(/\/+$/, "")),
  );

export const publicEnvSchema = z.object({
  SITE_URL: httpUrl("http://localhost:3000"),
  PUBLIC_APP_URL: httpUrl("https://app.examwise.example"),
  PUBLIC_DIAGNOSTIC_URL: httpUrl("https://app.examwise.example/diagnostic"),
  PUBLIC_TUTOR_FORM_URL: httpUrl("https://forms.examwise.example/tutor-account"),
  GA_MEASUREMENT_ID: z.preprocess(
    blankAsUnset,
    z.optional(z.string().regex(/^G-[A-Z0-9]{4,}$/, "must look like G-XXXXXXX")),
  ),
});

export type PublicEnv = z.infer<typeof publicEnvSchema>;

export class EnvError extends Error {
  override name = "EnvError";
}

/** Parses `source` or throws one line naming each bad variable and its rule, never its value (a secret may be in it). */
export function parseEnv<Schema extends z.ZodType>(
  schema: Schema,
  source: Record<string, string | undefined>,
): z.infer<Schema> {
  const result = schema.safeParse(source);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `${issue.path.join(".")} ${issue.message}`);
  throw new EnvError(`Invalid environment: ${problems.join("; ")}`);
}

export function publicEnvFromProcess(source: Record<string, string | undefined>): PublicEnv {
  return parseEnv(publicEnvSchema, source);
}
