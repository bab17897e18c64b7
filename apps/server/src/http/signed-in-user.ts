import type { FastifyRequest } from "fastify";
import { authErrors } from "../domain/auth/auth-errors";

/** The caller that `authenticate` admitted; a route behind it can rely on this. */
export function signedInUser(request: FastifyRequest) {
  if (!request.user) throw authErrors.signInRequired();
  return { userId: request.user.id, publisherId: request.user.publisherId };
}
