import { createHash, timingSafeEqual } from "node:crypto";
import type { FastifyRequest } from "fastify";
import { AppError } from "../app-error";

const digest = (value: string) => createHash("sha256").update(value).digest();

/**
 * A hook that admits only the operator command: the bearer of the token the server wrote to its
 * data folder (operator/server-handoff.ts). Digests of equal length are compared in constant time.
 */
export function requireOperatorToken(operatorToken: string) {
  const expected = digest(`Bearer ${operatorToken}`);
  return async (request: FastifyRequest) => {
    const presented = digest(request.headers.authorization ?? "");
    if (!timingSafeEqual(presented, expected)) {
      throw new AppError(
        "UNAUTHORIZED",
        401,
        "Only the operator command, with the token in the server's data folder, may do this.",
      );
    }
  };
}
