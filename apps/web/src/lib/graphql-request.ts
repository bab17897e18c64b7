import { apiRequest } from "./api-client";

interface GraphqlResponse<TData> {
  data?: TData | null;
  errors?: ReadonlyArray<{ message: string }>;
}

export class GraphqlError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "GraphqlError";
  }
}

/** `POST /api/query`: a real GraphQL endpoint answering `{ data, errors }`. */
export async function graphqlRequest<TData, TVariables extends Record<string, unknown>>(
  query: string,
  variables: TVariables,
  signal?: AbortSignal,
): Promise<TData> {
  const response = await apiRequest<GraphqlResponse<TData>>("/api/query", {
    method: "POST",
    body: { query, variables },
    signal,
  });
  const firstError = response.errors?.[0];
  if (firstError) throw new GraphqlError(firstError.message);
  if (!response.data) throw new GraphqlError("The response has no data.");
  return response.data;
}
