import type { SavedCustomProperties } from "@creator-checkout/core/api";
import * as api from "@creator-checkout/core/api-routes";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { authorizedCall, type Me, userQueryKey, useSession } from "@/features/auth";

export type { SavedCustomProperties };

/**
 * product.md §7 "PUT {me}/properties". Naming the product lets the server check its required
 * questions too; a refusal is a 400 `{ message, fields: { [propertyId]: message } }`.
 */
export function saveCustomProperties(
  productId: string,
  answers: Record<string, unknown>,
): Promise<SavedCustomProperties> {
  return authorizedCall(api.saveCustomProperties, {
    body: { custom_properties: answers, product_id: productId },
  });
}

/** Saves the answers and keeps the cached profile in step, so a later visit shows them. */
export function useSaveCustomProperties(productId: string) {
  const queryClient = useQueryClient();
  const session = useSession();
  const userId = session.status === "signed-in" ? session.userId : null;
  return useCallback(
    async (answers: Record<string, unknown>) => {
      const saved = await saveCustomProperties(productId, answers);
      queryClient.setQueryData<Me>(userQueryKey(userId, "me"), (me) =>
        me ? { ...me, custom_properties: saved.custom_properties } : me,
      );
      return saved;
    },
    [productId, queryClient, userId],
  );
}
