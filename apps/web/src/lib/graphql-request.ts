import * as api from "@creator-checkout/core/api-routes";
import { callApi } from "./call-api";

export class GraphqlError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "GraphqlError";
  }
}

/** A real GraphQL endpoint answering `{ data, errors }`. */
export async function graphqlRequest<TData, TVariables extends Record<string, unknown>>(
  query: string,
  variables: TVariables,
  signal?: AbortSignal,
): Promise<TData> {
  const response = await callApi(api.queryGraphql, { body: { query, variables } }, { signal });
  const firstError = response.errors?.[0];
  if (firstError) throw new GraphqlError(firstError.message);
  if (!response.data) throw new GraphqlError("The response has no data.");
  // The fields of `data` are the ones the query document asks for, which only its caller knows.
  return response.data as TData;
}
