import { readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

// "declared but never read/used", for values, imports, types, destructurings and type parameters.
const unusedCodes = [6133, 6192, 6196, 6198, 6199, 6205]

/**
 * Deletes what knip un-exported and nothing uses any more, with TypeScript's own "remove unused declaration"
 * fix (the one editors offer), in the given files, until none is left. Returns the files it changed.
 */
export function removeUnusedDeclarations(root, target, files) {
  const ts = createRequire(path.join(root, 'package.json'))('typescript')
  const configFile = ts.readConfigFile(path.join(target, 'tsconfig.json'), ts.sys.readFile)
  const config = ts.parseJsonConfigFileContent(configFile.config, ts.sys, target)
  const versions = new Map()
  const host = {
    getScriptFileNames: () => config.fileNames,
    getScriptVersion: (file) => String(versions.get(file) ?? 0),
    getScriptSnapshot: (file) => {
      if (!ts.sys.fileExists(file)) return undefined
      return ts.ScriptSnapshot.fromString(readFileSync(file, 'utf8'))
    },
    getCurrentDirectory: () => target,
    getCompilationSettings: () => config.options,
    getDefaultLibFileName: (options) => ts.getDefaultLibFilePath(options),
    fileExists: ts.sys.fileExists,
    readFile: ts.sys.readFile,
    readDirectory: ts.sys.readDirectory,
    directoryExists: ts.sys.directoryExists,
    getDirectories: ts.sys.getDirectories
  }
  const service = ts.createLanguageService(host)
  const fixes = ['unusedIdentifier_deleteImports', 'unusedIdentifier_delete']
  const changed = new Set()
  const apply = ({ fileName, textChanges }) => {
    const edits = [...textChanges].sort((a, b) => b.span.start - a.span.start)
    let text = readFileSync(fileName, 'utf8')
    for (const { span, newText } of edits)
      text = text.slice(0, span.start) + newText + text.slice(span.start + span.length)
    writeFileSync(fileName, text)
    versions.set(fileName, (versions.get(fileName) ?? 0) + 1)
    changed.add(path.relative(target, fileName))
  }
  for (const relative of files) {
    const fileName = path.join(target, relative)
    for (let round = 0; round < 10; round++) {
      if (!service.getSemanticDiagnostics(fileName).some((d) => unusedCodes.includes(d.code))) break
      // One fix a round: the next one is computed on the text the previous one left.
      const changes = fixes
        .map((fixId) => service.getCombinedCodeFix({ type: 'file', fileName }, fixId, {}, {}).changes)
        .find((found) => found.length > 0)
      if (!changes) break
      changes.forEach(apply)
    }
  }
  return [...changed]
}
