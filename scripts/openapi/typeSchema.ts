import ts from 'typescript'

export type JsonSchema = { [key: string]: unknown }

const literalOf = (type: ts.Type): string | number | boolean | undefined => {
  if (type.isStringLiteral() || type.isNumberLiteral()) return type.value
  if (type.flags & ts.TypeFlags.BooleanLiteral)
    return (type as { intrinsicName?: string }).intrinsicName === 'true'
  return undefined
}

function unionSchema(types: ts.Type[], convert: (type: ts.Type) => JsonSchema): JsonSchema {
  const present = types.filter((type) => !(type.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Void)))
  const literals = present.map(literalOf)
  if (literals.every((value) => typeof value === 'boolean')) return { type: 'boolean' }
  if (literals.every((value) => typeof value === 'string')) return { type: 'string', enum: literals }
  if (literals.every((value) => typeof value === 'number')) return { type: 'number', enum: literals }
  const options = present.filter((type) => !(type.flags & ts.TypeFlags.BooleanLiteral)).map(convert)
  if (present.some((type) => type.flags & ts.TypeFlags.BooleanLiteral)) options.push({ type: 'boolean' })
  return options.length === 1 ? options[0]! : { anyOf: options }
}

/** A JSON Schema (2020-12) of what a TypeScript type allows in JSON; functions and `undefined` drop out. */
export function typeSchema(checker: ts.TypeChecker, root: ts.Type, at: ts.Node): JsonSchema {
  const open = new Set<ts.Type>()
  const convert = (type: ts.Type): JsonSchema => {
    const { flags } = type
    if (flags & (ts.TypeFlags.Any | ts.TypeFlags.Unknown)) return {}
    if (flags & ts.TypeFlags.Null) return { type: 'null' }
    if (flags & ts.TypeFlags.Never) return { not: {} }
    const literal = literalOf(type)
    if (literal !== undefined) return { const: literal }
    if (flags & ts.TypeFlags.StringLike) return { type: 'string' }
    if (flags & ts.TypeFlags.NumberLike) return { type: 'number' }
    if (flags & ts.TypeFlags.BooleanLike) return { type: 'boolean' }
    if (type.isUnion()) return unionSchema(type.types, convert)
    if (open.has(type)) return {}
    open.add(type)
    try {
      return objectSchema(type)
    } finally {
      open.delete(type)
    }
  }
  const objectSchema = (type: ts.Type): JsonSchema => {
    if (checker.isTupleType(type)) {
      const items = checker.getTypeArguments(type as ts.TypeReference).map(convert)
      return { type: 'array', prefixItems: items, minItems: items.length, maxItems: items.length }
    }
    if (checker.isArrayType(type)) {
      const [item] = checker.getTypeArguments(type as ts.TypeReference)
      return { type: 'array', items: item ? convert(item) : {} }
    }
    const properties: Record<string, JsonSchema> = {}
    const required: string[] = []
    for (const property of checker.getPropertiesOfType(type)) {
      const propertyType = checker.getTypeOfSymbolAtLocation(property, at)
      if (propertyType.getCallSignatures().length > 0) continue
      properties[property.name] = convert(propertyType)
      if (!(property.flags & ts.SymbolFlags.Optional)) required.push(property.name)
    }
    const index = checker.getIndexInfosOfType(type)[0]
    return {
      type: 'object',
      properties,
      ...(required.length > 0 ? { required } : {}),
      ...(index ? { additionalProperties: convert(index.type) } : {})
    }
  }
  return convert(root)
}
