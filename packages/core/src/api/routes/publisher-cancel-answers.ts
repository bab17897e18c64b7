import { z } from "zod";
import { defineRoute } from "../define-route";

// What subscribers who pressed Cancel said and chose (docs/decisions/178, 182), for the creator.

export const getPublisherCancelAnswers = defineRoute({
  method: "GET",
  path: "/api/publisher/cancel-answers",
  summary: "Why your subscribers canceled, and how many stayed for an offer instead",
  description:
    "One row per reason given (null: none), most given first: how many then canceled, paused instead, switched to a cheaper option, or stayed for the discount.",
  tag: "Publisher",
  caller: "publisher-key",
  responses: {
    200: z.object({
      data: z.array(
        z.object({
          reason: z.string().nullable(),
          canceled: z.number().int(),
          paused: z.number().int(),
          switched: z.number().int(),
          discounted: z.number().int(),
        }),
      ),
    }),
  },
  errors: [401],
});
