import autocannon from "autocannon";

export interface Endpoint {
  name: string;
  method: "GET" | "POST";
  path: string;
  body?: string;
  /** Throws when a parsed 200 body is not the data the endpoint should answer. */
  verify(body: unknown): void;
}

export interface LoadResult {
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  requests: number;
  /** Non-2xx answers, bodies that differ from the checked first one, errors and timeouts. */
  failures: string[];
}

function headersFor(endpoint: Endpoint): Record<string, string> {
  return endpoint.body ? { "content-type": "application/json" } : {};
}

/** One request before any timing, so a broken endpoint fails loudly instead of fast. */
export async function checkFirstResponse(baseUrl: string, endpoint: Endpoint): Promise<string> {
  const response = await fetch(`${baseUrl}${endpoint.path}`, {
    method: endpoint.method,
    headers: headersFor(endpoint),
    ...(endpoint.body ? { body: endpoint.body } : {}),
  });
  const text = await response.text();
  if (response.status !== 200) {
    throw new Error(`${endpoint.name}: first response was ${response.status}, not 200:\n${text}`);
  }
  try {
    endpoint.verify(JSON.parse(text));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      `${endpoint.name}: first response is not the expected data (${reason}):\n${text}`,
    );
  }
  return text;
}

function failuresOf(result: autocannon.Result): string[] {
  const failures: string[] = [];
  if (result.non2xx > 0) {
    const byStatus = Object.entries(result.statusCodeStats ?? {})
      .filter(([status]) => !status.startsWith("2"))
      .map(([status, stats]) => `${stats.count ?? 0}x${status}`)
      .join(", ");
    failures.push(`${result.non2xx} non-2xx responses${byStatus ? ` (${byStatus})` : ""}`);
  }
  if (result.mismatches > 0) failures.push(`${result.mismatches} responses with a different body`);
  if (result.errors > 0) failures.push(`${result.errors} connection errors`);
  if (result.timeouts > 0) failures.push(`${result.timeouts} timeouts`);
  return failures;
}

/**
 * Warms the endpoint up, then measures it with a fixed number of keep-alive connections.
 * Every answer must be byte-identical to the checked first one.
 */
export async function measureEndpoint(
  baseUrl: string,
  endpoint: Endpoint,
  options: { connections: number; durationSeconds: number; warmupSeconds: number },
): Promise<LoadResult> {
  const expectBody = await checkFirstResponse(baseUrl, endpoint);
  const run = (duration: number) =>
    autocannon({
      url: `${baseUrl}${endpoint.path}`,
      method: endpoint.method,
      headers: headersFor(endpoint),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      connections: options.connections,
      duration,
      expectBody,
    });
  const warmup = await run(options.warmupSeconds);
  const result = await run(options.durationSeconds);
  const failures = [
    ...failuresOf(warmup).map((failure) => `warm-up: ${failure}`),
    ...failuresOf(result),
  ];
  return {
    requestsPerSecond: result.requests.total / result.duration,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    requests: result.requests.total,
    failures,
  };
}
