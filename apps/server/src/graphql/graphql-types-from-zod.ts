import { graphqlTypeNames } from "@creator-checkout/core/catalog";
import { globalRegistry, type z } from "zod";

// The GraphQL object types of the checkout's catalog, written from its zod description
// (packages/core/src/catalog/checkout-product.ts, docs/decisions/147), and the selection that
// asks for every field of one. Only what that description uses is understood; anything else
// throws when the server starts, never at a buyer's request.

type Schema = z.core.$ZodType;

/** What a field's value is, seen through its default, optional and nullable wrappers. */
function unwrapped(schema: Schema): { core: Schema; nullable: boolean } {
  const def = schema._zod.def;
  if (def.type === "default" || def.type === "optional" || def.type === "nullable") {
    const inner = unwrapped(
      (schema as z.core.$ZodDefault | z.core.$ZodNullable)._zod.def.innerType,
    );
    return { core: inner.core, nullable: inner.nullable || def.type !== "default" };
  }
  return { core: schema, nullable: false };
}

function objectName(schema: Schema): string {
  const name = graphqlTypeNames.get(schema)?.name;
  if (!name) throw new Error("An object of the checkout's catalog has no GraphQL type name.");
  return name;
}

function scalarName(schema: Schema): string {
  const def = schema._zod.def as { type: string; format?: string; options?: Schema[] };
  if (def.type === "string") return def.format === "uuid" ? "ID" : "String";
  if (def.type === "enum") return "String";
  if (def.type === "boolean") return "Boolean";
  if (def.type === "number") return (schema as z.ZodNumber).isInt ? "Int" : "Float";
  if (def.type === "union" && def.options?.every((option) => scalarName(option) === "String")) {
    return "String";
  }
  throw new Error(`The checkout's catalog has a ${def.type} field GraphQL cannot serve.`);
}

/** The field's GraphQL type, and the object it names (if any), for the caller to write out. */
function fieldType(schema: Schema): { type: string; object: z.ZodObject | null } {
  const { core, nullable } = unwrapped(schema);
  const bang = nullable ? "" : "!";
  const def = core._zod.def as { type: string; element?: Schema };
  if (def.type === "array" && def.element) {
    const element = fieldType(def.element);
    return { type: `[${element.type}]${bang}`, object: element.object };
  }
  if (def.type === "object") {
    return { type: `${objectName(core)}${bang}`, object: core as z.ZodObject };
  }
  return { type: `${scalarName(core)}${bang}`, object: null };
}

function description(schema: Schema): string | null {
  const text = globalRegistry.get(schema)?.description;
  return text ? `  ${JSON.stringify(text)}\n` : null;
}

/** `type Name { ... }` for `root` and every object it reaches, each once, `root` first. */
export function graphqlObjectTypes(root: z.ZodObject): string {
  const written = new Map<string, string>();
  const write = (object: z.ZodObject) => {
    const name = objectName(object);
    if (written.has(name)) return;
    written.set(name, "");
    const reached: z.ZodObject[] = [];
    const fields = Object.entries(object.shape).map(([fieldName, schema]) => {
      const { type, object: named } = fieldType(schema);
      if (named) reached.push(named);
      return `${description(schema) ?? ""}  ${fieldName}: ${type}\n`;
    });
    written.set(name, `type ${name} {\n${fields.join("")}}\n`);
    for (const next of reached) write(next);
  };
  write(root);
  return [...written.values()].join("\n");
}

/** The selection set that asks for every field of `object`, nested objects included. */
export function fullSelection(object: z.ZodObject): string[] {
  return Object.entries(object.shape).flatMap(([fieldName, schema]) => {
    const { object: named } = fieldType(schema);
    if (!named) return [fieldName];
    return [`${fieldName} {`, ...fullSelection(named).map((line) => `  ${line}`), "}"];
  });
}
