import type { ExecutionResult } from "graphql";

/**
 * Runs a query through the API's GraphQL schema in-process, as the server-rendered page does.
 * The GraphQL plugin makes it and the page's routes take it: neither imports the other
 * (docs/decisions/150).
 */
export type RunGraphql = (
  query: string,
  variables: Record<string, unknown>,
  /** The page's language, for the creator's words in it (docs/decisions/109). */
  language?: string | null,
) => Promise<ExecutionResult<Record<string, unknown>>>;
