// Loaded into the edge server's own process (`--import`, support.ts): measures
// how long its event loop was held (perf_hooks.monitorEventLoopDelay) and
// answers on a port of its own, so a test reads the worst delay since the
// last reset without going through the site. docs/decisions/035-no-request-holds-the-event-loop.md
import { createServer } from "node:http";
import { monitorEventLoopDelay } from "node:perf_hooks";

const port = Number(process.env.EVENT_LOOP_PROBE_PORT);
// 1 ms: the histogram records each interval between its timer's ticks, so a reading is the hold plus at most this.
const histogram = monitorEventLoopDelay({ resolution: 1 });
histogram.enable();

// GET /max: the longest delay since the last reset, in ms; GET /reset: the same, then starts again.
const probe = createServer((request, response) => {
  const maxMs = histogram.max / 1e6;
  if (request.url === "/reset") histogram.reset();
  response.setHeader("Content-Type", "application/json");
  response.end(JSON.stringify({ maxMs }));
});
probe.listen(port, "127.0.0.1");
// The site's server decides when the process ends.
probe.unref();
