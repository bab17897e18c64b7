import { execFile } from "node:child_process";
import { resolve } from "node:path";
import { promisify } from "node:util";
import { type APIRequestContext, expect } from "@playwright/test";
import { accessTokenByApi, publisherHeaders } from "./sign-in";

const run = promisify(execFile);

/**
 * Creates a publisher key for the demo creator with `npm run publisher -- key create`, as the
 * creator would on their laptop; the command hands the work to the running test-processor
 * checkout. Answers the key, which the command prints on its last line.
 */
export async function createPublisherKey(): Promise<string> {
  const dataDir = process.env.E2E_TEST_PROCESSOR_DATA_DIR;
  if (!dataDir) throw new Error("E2E_TEST_PROCESSOR_DATA_DIR is set by playwright.config.ts");
  const { stdout } = await run(
    "npm",
    ["run", "--silent", "publisher", "--", "key", "create", "northwind"],
    {
      cwd: resolve(import.meta.dirname, "../.."),
      env: { ...process.env, DATA_DIR: dataDir, NODE_ENV: "test" },
    },
  );
  const key = stdout.trim().split("\n").at(-1)?.trim();
  if (!key) throw new Error(`the command printed no key: ${stdout}`);
  return key;
}

/**
 * What a creator's site holds after a buyer came back from the checkout: an outbound claim of
 * a buyer signed in with a code, made through the API as the page makes it.
 */
export async function outboundClaimFor(request: APIRequestContext, email: string) {
  const token = await accessTokenByApi(request, email);
  const outbound = await request.post("/api/auth/user/claim", {
    headers: { ...publisherHeaders, authorization: `Bearer ${token}` },
  });
  expect(outbound.ok()).toBe(true);
  return ((await outbound.json()) as { claim: string }).claim;
}
