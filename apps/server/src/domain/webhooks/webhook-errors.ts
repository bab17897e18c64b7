import { AppError, badRequest, notFound } from "../../app-error";

/** What the webhook endpoints answer when a request cannot be done. */
export const webhookErrors = {
  // Another publisher's endpoint answers as one that does not exist: ids tell nothing.
  endpointNotFound: () => notFound("There is no such webhook endpoint."),
  deliveryNotFound: () => notFound("There is no such delivery for this endpoint."),
  badUrl: (message: string) => new AppError("BAD_REQUEST", 400, message, { url: message }),
  duplicateEvents: () => badRequest("Name each event once."),
};
