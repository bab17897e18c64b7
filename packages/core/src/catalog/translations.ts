import { z } from "zod";
import { SUPPORTED_LOCALES } from "../i18n/locales";

/**
 * A creator's own words in other languages, per language and field (docs/decisions/109): a
 * field left out reads in the creator's language.
 */
export function translationsOf<Shape extends z.ZodRawShape>(fields: Shape) {
  return z
    .partialRecord(z.enum(SUPPORTED_LOCALES), z.object(fields).partial().strict())
    .default({});
}

/** The field in `language` where the creator wrote one, else as the creator wrote it. */
export function inLanguage<Field extends string>(
  entity: { translations?: Partial<Record<string, Partial<Record<Field, unknown>>>> } & Record<
    Field,
    unknown
  >,
  field: Field,
  language: string | null | undefined,
): unknown {
  const translated = language ? entity.translations?.[language]?.[field] : undefined;
  return translated ?? entity[field];
}
