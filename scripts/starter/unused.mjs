import { readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

// "declared but never read/used", for values, imports, types, destructurings and type parameters.
const unusedCodes = [6133, 6192, 6196, 6198, 6199, 6205]

/**
 * TypeScript's own "remove unused declaration" fix (the one editors offer), over one language service kept for
 * the whole generation: after each knip round only the files that changed are parsed again.
 */
export function createUnusedFixer(root, target) {
  const ts = createRequire(path.join(root, 'package.json'))('typescript')
  const readConfig = () => {
    const configFile = ts.readConfigFile(path.join(target, 'tsconfig.json'), ts.sys.readFile)
    return ts.parseJsonConfigFileContent(configFile.config, ts.sys, target)
  }
  let config = readConfig()
  const versions = new Map()
  const bump = (fileName) => versions.set(fileName, (versions.get(fileName) ?? 0) + 1)
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

  /**
   * Deletes what nothing uses any more in the given files, until none is left; `changed` are the files edited
   * on disk since the last call. Returns the files it changed.
   */
  function removeUnusedDeclarations(files, changed = files) {
    config = readConfig()
    for (const relative of changed) bump(path.join(target, relative))
    const edited = new Set()
    const apply = ({ fileName, textChanges }) => {
      const edits = [...textChanges].sort((a, b) => b.span.start - a.span.start)
      let text = readFileSync(fileName, 'utf8')
      for (const { span, newText } of edits)
        text = text.slice(0, span.start) + newText + text.slice(span.start + span.length)
      writeFileSync(fileName, text)
      bump(fileName)
      edited.add(path.relative(target, fileName))
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
    return [...edited]
  }
  return { removeUnusedDeclarations }
}
