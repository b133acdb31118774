// The part of autocannon's API that scripts/load.ts uses (the package ships no types).
declare module "autocannon" {
  type Histogram = { average: number; mean: number; min: number; max: number; p50: number; p99: number };
  type RawRequest = { method?: string; path?: string; headers?: Record<string, string>; body?: string };
  type Options = {
    url: string;
    connections?: number;
    duration?: number;
    timeout?: number;
    method?: string;
    headers?: Record<string, string>;
    requests?: {
      method?: string;
      path?: string;
      headers?: Record<string, string>;
      setupRequest?: (request: RawRequest) => RawRequest;
      onResponse?: (status: number, body: string) => void;
    }[];
  };
  export type Result = {
    duration: number;
    requests: Histogram & { total: number };
    latency: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    "2xx": number;
    statusCodeStats: Record<string, { count: number }>;
  };
  export default function autocannon(options: Options): Promise<Result>;
}
