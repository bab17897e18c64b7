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

/** A load result's figures for the report's JSON, rounded as the tables print them. */
export function loadJson(result: LoadResult | null) {
  return (
    result && {
      requestsPerSecond: Math.round(result.requestsPerSecond),
      latencyP50Ms: result.latencyP50Ms,
      latencyP99Ms: result.latencyP99Ms,
      requests: result.requests,
    }
  );
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

export function failuresOf(result: autocannon.Result): string[] {
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

/** A load in which every request is made from its own item (a one-time proof, a code). */
export interface QueueLoad<T> {
  name: string;
  method: "GET" | "POST";
  path: string;
  connections: number;
  /** The headers and body of the request made for `item`. */
  request(item: T): { headers: Record<string, string>; body: string };
  /** True when the answer is the one the endpoint should give to a valid request. */
  accepts(status: number, body: string): boolean;
}

export interface QueueLoadResult<T> extends LoadResult {
  /** Wall time from the start of the run to its last answer. */
  seconds: number;
  /** The items whose request got the expected answer, in answer order. */
  accepted: T[];
  /** Requests that got any other answer, an error or no answer. */
  rejected: number;
}

interface ItemContext<T> {
  item?: T;
}

/**
 * Sends exactly one request per item (autocannon `amount`) over a fixed number of keep-alive
 * connections. The rate counts expected answers only, over the time to the last answer:
 * autocannon's own `duration` waits for its next one-second sample once the amount is done.
 */
export async function measureQueue<T>(
  baseUrl: string,
  load: QueueLoad<T>,
  items: readonly T[],
): Promise<QueueLoadResult<T>> {
  if (items.length < load.connections) {
    throw new Error(
      `${load.name}: ${items.length} requests cannot fill ${load.connections} connections`,
    );
  }
  const accepted: T[] = [];
  const unexpected: string[] = [];
  let next = 0;
  let lastAnswerAt = 0;
  const startedAt = performance.now();
  const result = await autocannon({
    url: `${baseUrl}${load.path}`,
    method: load.method,
    connections: load.connections,
    amount: items.length,
    requests: [
      {
        // autocannon calls this once per request, so at most `amount` times.
        setupRequest(request, context) {
          const item = items[next++];
          (context as ItemContext<T>).item = item;
          if (item === undefined) return request;
          const { headers, body } = load.request(item);
          return { ...request, headers: { ...request.headers, ...headers }, body };
        },
        onResponse(status, body, context) {
          lastAnswerAt = performance.now();
          const { item } = context as ItemContext<T>;
          if (item !== undefined && load.accepts(status, body)) {
            accepted.push(item);
          } else if (unexpected.length < 3) {
            unexpected.push(`${status} ${body.slice(0, 300)}`);
          }
        },
      },
    ],
  });
  const seconds = (lastAnswerAt - startedAt) / 1000;
  const rejected = items.length - accepted.length;
  const failures = failuresOf(result);
  const wrong2xx = rejected - result.non2xx - result.errors;
  if (wrong2xx > 0) failures.push(`${wrong2xx} requests without the expected answer`);
  if (unexpected.length > 0) failures.push(`first unexpected answers: ${unexpected.join(" | ")}`);
  return {
    requestsPerSecond: seconds > 0 ? accepted.length / seconds : 0,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    requests: items.length,
    seconds,
    accepted,
    rejected,
    failures,
  };
}
