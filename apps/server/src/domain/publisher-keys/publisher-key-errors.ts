import { AppError, notFound } from "../../app-error";

export const publisherKeyErrors = {
  noSuchPublisher: (username: string) =>
    notFound(`There is no publisher with the username ${JSON.stringify(username)}.`),
  noSuchKey: (id: string) => notFound(`There is no publisher key with the id ${id}.`),
  missing: () =>
    new AppError(
      "UNAUTHORIZED",
      401,
      "A publisher key is required: send it as Authorization: Bearer <key>.",
    ),
  refused: () =>
    new AppError("UNAUTHORIZED", 401, "This publisher key is not valid or has been revoked."),
  tooManyWrongKeys: () =>
    new AppError(
      "TOO_MANY_FAILURES",
      429,
      "Too many publisher keys that are not valid were sent from your network. Please try again in an hour.",
    ),
  otherPublisher: () =>
    new AppError("FORBIDDEN", 403, "This publisher key belongs to another publisher."),
};
