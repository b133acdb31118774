// The command line the scripts share: parseArgs, a usage text, exit code 2 on misuse.
import { type ParseArgsConfig, parseArgs } from "node:util";

export function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

/** `parseArgs`; `--help` prints `usage` (exit 0), a bad option its error and the usage (exit 2). */
export function parseOptions<const T extends ParseArgsConfig>(usage: string, config: T) {
  try {
    const parsed = parseArgs(config);
    if ("help" in parsed.values && parsed.values.help) {
      console.log(usage);
      process.exit(0);
    }
    return parsed;
  } catch (error) {
    return fail(`${(error as Error).message}\n\n${usage}`);
  }
}
