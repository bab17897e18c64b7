import { z } from "zod";
import { defineRoute } from "../define-route";

export const getOpenApiDocument = defineRoute({
  method: "GET",
  path: "/api/openapi.json",
  summary: "This reference as an OpenAPI 3.1 document",
  description: "Made from the route table the server registers its routes from.",
  tag: "Reference",
  caller: "anyone",
  responses: {
    200: z.looseObject({
      openapi: z.string(),
      info: z.looseObject({ title: z.string(), version: z.string() }),
      paths: z.record(z.string(), z.unknown()).optional(),
    }),
  },
});
