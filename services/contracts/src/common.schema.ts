import { Type, type Static, type TSchema, type TUnsafe } from '@sinclair/typebox';
import { LANGUAGES } from './constants';

/** The one error shape every service answers with (ARCHITECTURE habit 2). */
export const ErrorBody = Type.Object({ message: Type.String(), code: Type.Optional(Type.String()) });
export type ErrorBody = Static<typeof ErrorBody>;

/** A string limited to a fixed list, typed as the union of its values. */
export function StringEnum<T extends string>(values: readonly T[], options: { default?: T } = {}): TUnsafe<T> {
  // A union of literals at run time (TypeBox's Value and Ajv both understand it), typed as
  // the plain union of its values (TypeBox's own typing of mapped literals collapses).
  return Type.Union(
    values.map((v) => Type.Literal(v)),
    options,
  ) as unknown as TUnsafe<T>;
}

export const LanguageSchema = StringEnum(LANGUAGES);

/** Text in several languages; any subset may be present, readers fall back to English. */
export const LocalizedText = Type.Record(Type.String({ pattern: '^[a-z]{2}(-[A-Z]{2})?$' }), Type.String());
export type LocalizedText = Static<typeof LocalizedText>;

export const Paged = <T extends TSchema>(item: T) =>
  Type.Object({
    data: Type.Array(item),
    total: Type.Integer({ minimum: 0 }),
    page: Type.Integer({ minimum: 1 }),
    limit: Type.Integer({ minimum: 1 }),
    hasMore: Type.Boolean(),
  });

export const HealthBody = Type.Object({ status: Type.String(), service: Type.String() });
export const ReadinessBody = Type.Object({
  status: Type.Union([Type.Literal('ready'), Type.Literal('unavailable')]),
  checks: Type.Record(Type.String(), Type.Union([Type.Literal('ok'), Type.String()])),
  /** Under the native launcher: each process of the stack, as its supervisor sees it. */
  stack: Type.Optional(
    Type.Array(Type.Object({ name: Type.String(), state: Type.String(), restarts: Type.Integer(), lastExit: Type.Union([Type.String(), Type.Null()]) })),
  ),
});

/** What a visitor or admin types into a search box: bounded, and no control characters (a NUL has no place in a search and breaks database drivers). */
export const SearchText = Type.String({ maxLength: 100, pattern: '^[^\\u0000-\\u001f\\u007f]*$' });
