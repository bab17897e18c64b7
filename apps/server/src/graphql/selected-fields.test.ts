import {
  type FieldNode,
  type FragmentDefinitionNode,
  Kind,
  type OperationDefinitionNode,
  parse,
} from "graphql";
import { describe, expect, it } from "vitest";
import { selectedFieldNames } from "./selected-fields";

/** The resolve info of the query's first root field, as far as `selectedFieldNames` reads it. */
function infoOfFirstRootField(query: string) {
  const document = parse(query);
  const operation = document.definitions.find(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
  );
  const fragments = Object.fromEntries(
    document.definitions
      .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
      .map((d) => [d.name.value, d]),
  );
  const root = operation?.selectionSet.selections[0] as FieldNode;
  return { fieldNodes: [root], fragments };
}

describe("selectedFieldNames", () => {
  it("names the fields right under the resolved field, not deeper ones", () => {
    const info = infoOfFirstRootField("{ product { id options { id title } publisher { name } } }");

    expect(selectedFieldNames(info)).toEqual(new Set(["id", "options", "publisher"]));
  });

  it("follows named and inline fragments, also nested and repeated, and ignores aliases", () => {
    const info = infoOfFirstRootField(`
      { product { t: title ...A ... on Product { newsletters { id } ...A } } }
      fragment A on Product { options { id } ...B }
      fragment B on Product { custom_fields { id } ...A }
    `);

    expect(selectedFieldNames(info)).toEqual(
      new Set(["title", "options", "custom_fields", "newsletters"]),
    );
  });

  it("counts a field whatever its @skip or @include says", () => {
    const info = infoOfFirstRootField("{ product { title publisher @skip(if: true) { id } } }");

    expect(selectedFieldNames(info)).toEqual(new Set(["title", "publisher"]));
  });
});
