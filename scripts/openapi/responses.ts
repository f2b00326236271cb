import ts from 'typescript'
import { typeSchema, type JsonSchema } from './typeSchema'

export interface Success {
  method: string
  status: '200' | '201'
  schema: JsonSchema
}

const registrars: Record<string, string> = { get: 'get', post: 'post', del: 'delete' }

function compilerOptions(): ts.CompilerOptions {
  const read = ts.getParsedCommandLineOfConfigFile(
    'tsconfig.json',
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'))
      }
    }
  )
  if (!read) throw new Error('tsconfig.json not read')
  return read.options
}

/** Each handler file's registrations in source order: the answer type each `get<T>` or `post<T>` must match. */
export function readSuccesses(files: readonly string[]): Map<string, Success[]> {
  const program = ts.createProgram(files, compilerOptions())
  const checker = program.getTypeChecker()
  const found = new Map<string, Success[]>()
  for (const file of files) {
    const source = program.getSourceFile(file)
    if (!source) throw new Error(`${file} is not in the program`)
    const calls: Success[] = []
    for (const statement of source.statements) {
      if (!ts.isExpressionStatement(statement) || !ts.isCallExpression(statement.expression)) continue
      const { expression: callee, typeArguments, arguments: args } = statement.expression
      const method = ts.isIdentifier(callee) ? registrars[callee.text] : undefined
      const answer = typeArguments?.[0]
      if (!method || !answer) continue
      calls.push({
        method,
        status: /\bcreated\(/.test(args[1]?.getText(source) ?? '') ? '201' : '200',
        schema: typeSchema(checker, checker.getTypeFromTypeNode(answer), answer)
      })
    }
    found.set(file, calls)
  }
  return found
}
