import { type GraphQLResolveInfo, Kind, type SelectionSetNode } from "graphql";

/**
 * Names of the fields asked for under the field being resolved, through named and inline
 * fragments and across aliases. `@skip` and `@include` are not evaluated, so this is every
 * field the response may hold, never fewer: reading a little more than needed is harmless,
 * reading less would not be.
 */
export function selectedFieldNames(
  info: Pick<GraphQLResolveInfo, "fieldNodes" | "fragments">,
): Set<string> {
  const names = new Set<string>();
  const seenFragments = new Set<string>();
  const visit = (selectionSet: SelectionSetNode | undefined) => {
    for (const selection of selectionSet?.selections ?? []) {
      if (selection.kind === Kind.FIELD) {
        names.add(selection.name.value);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        visit(selection.selectionSet);
      } else if (!seenFragments.has(selection.name.value)) {
        seenFragments.add(selection.name.value);
        visit(info.fragments[selection.name.value]?.selectionSet);
      }
    }
  };
  for (const node of info.fieldNodes) visit(node.selectionSet);
  return names;
}
