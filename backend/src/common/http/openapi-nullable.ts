// eslint-disable-next-line @typescript-eslint/no-explicit-any -- an OpenAPI document is untyped JSON, walked and rewritten by key
type Schema = Record<string, any>;

/**
 * `nullable: true` as OpenAPI 3.0.3 defines it: it adds null to the `type` beside it and to nothing else. So an
 * `enum` still refuses null unless null is one of its values, and a `$ref` (which @nestjs/swagger wraps as
 * `allOf: [{ $ref }]` for `type: SomeDto, nullable: true`) still refuses null whatever stands beside it. Strict
 * validators (Ajv, openapi-fetch's generated types, Prism) read it that way, so every such schema is rewritten
 * once here, where the document is made, and DTOs keep writing `nullable: true` the natural way:
 * - an enum gets null among its values;
 * - a nullable reference becomes `anyOf: [{ $ref }, { type: 'object', nullable: true, enum: [null] }]`, the
 *   reference or null and nothing else (the annotations, description and readOnly, stay beside it).
 */
export function spellNullableAsOpenApi303<T>(schema: T): T {
  if (Array.isArray(schema)) return schema.map((item) => spellNullableAsOpenApi303(item)) as T;
  if (!schema || typeof schema !== 'object') return schema;
  const spelled: Schema = Object.fromEntries(Object.entries(schema as Schema).map(([key, value]) => [key, spellNullableAsOpenApi303(value)]));
  if (spelled.nullable !== true) return spelled as T;
  const reference = referenceOf(spelled);
  if (reference) {
    const { nullable: _nullable, type: _type, allOf: _allOf, $ref: _ref, ...annotations } = spelled;
    return { ...annotations, anyOf: [reference, { type: 'object', nullable: true, enum: [null] }] } as T;
  }
  if (Array.isArray(spelled.enum) && !spelled.enum.includes(null)) spelled.enum = [...spelled.enum, null];
  return spelled as T;
}

/** `{ $ref }` when the schema is one reference (bare, or as @nestjs/swagger's one-element allOf). */
function referenceOf(schema: Schema): Schema | undefined {
  if (typeof schema.$ref === 'string') return { $ref: schema.$ref };
  if (Array.isArray(schema.allOf) && schema.allOf.length === 1 && typeof schema.allOf[0]?.$ref === 'string' && Object.keys(schema.allOf[0]).length === 1) {
    return { $ref: schema.allOf[0].$ref };
  }
  return undefined;
}
