import { startReplica } from "@creator-checkout/testing/replica";
import { postgresBinaries } from "@creator-checkout/testing/throwaway-cluster";
import { findFreePort } from "./free-port";
import { type Endpoint, type LoadResult, measureEndpoint } from "./http-load";
import { startServer, waitUntilHealthy } from "./server-process";

/**
 * The catalog endpoint's load on a server whose DATABASE_READ_URL names a streaming replica of
 * the bench's database (docs/deploy.md, "Reads from a replica"): a standby made with
 * `pg_basebackup -R` beside the bench's cluster, and a server of its own on both. Throws when no
 * replica can be made (no server binaries, or a BENCH_DATABASE_URL server that allows no
 * replication); the caller reports that as a note.
 */
export async function measureCatalogOnReplica(
  context: { databaseUrl: string; progress: (text: string) => void },
  options: {
    repoRoot: string;
    env: Record<string, string>;
    endpoint: Endpoint;
    httpLoad: { durationSeconds: number; warmupSeconds: number; connections: number };
    startTimeoutMs: number;
  },
): Promise<LoadResult> {
  const bin = postgresBinaries();
  if (!bin) throw new Error("no Postgres server binaries to make a replica with");
  context.progress("making a streaming replica of the bench's database (pg_basebackup -R)");
  const replica = await startReplica(bin, context.databaseUrl);
  try {
    const server = startServer({
      repoRoot: options.repoRoot,
      databaseUrl: context.databaseUrl,
      port: await findFreePort(),
      env: { ...options.env, DATABASE_READ_URL: replica.url },
    });
    try {
      await waitUntilHealthy(server, options.startTimeoutMs);
      context.progress(`autocannon: ${options.endpoint.path}, reads on the replica`);
      return await measureEndpoint(server.baseUrl, options.endpoint, options.httpLoad);
    } finally {
      await server.stop();
    }
  } finally {
    await replica.remove();
  }
}
