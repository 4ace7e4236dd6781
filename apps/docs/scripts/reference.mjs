// Reads a package's public types with the TypeScript compiler API and renders them as markdown
// tables: each exported interface's members with their type as written, the JSDoc text and its
// `@default`. Nothing here is written by hand, so the tables follow the code.
import ts from 'typescript'

/** One program over every package's `src/index.ts`; `@strata/*` resolve to their sources. */
export function openProgram(root, packages) {
  const options = {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    jsx: ts.JsxEmit.ReactJSX,
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    types: [],
    baseUrl: root,
    paths: {
      '@strata/core/*': ['packages/core/src/*.ts'],
      '@strata/*': ['packages/*/src/index.ts'],
    },
  }
  const program = ts.createProgram(
    packages.map((p) => `${root}/packages/${p}/src/index.ts`),
    options,
  )
  return { program, checker: program.getTypeChecker() }
}

// Table cells are written as HTML: `<`, `{`, `|`, `*` would otherwise open tags,
// markdown-it-attrs attribute blocks, columns or emphasis.
const entities = {
  '<': '&lt;',
  '>': '&gt;',
  '&': '&amp;',
  '{': '&#123;',
  '}': '&#125;',
  '|': '&#124;',
  '*': '&#42;',
  _: '&#95;',
  '\\': '&#92;',
}
const escapeHtml = (text) => text.replace(/[<>&{}|*_\\]/g, (c) => entities[c])
const code = (text) => `<code>${escapeHtml(text.replace(/\s+/g, ' ').trim())}</code>`
/** JSDoc text for a cell: its `code` spans as <code>, the rest escaped, on one line. */
const escapeCell = (text) =>
  text
    .replace(/\s+/g, ' ')
    .trim()
    .split('`')
    .map((part, i) => (i % 2 ? code(part) : escapeHtml(part)))
    .join('')

const tagText = (tag) => ts.getTextOfJSDocComment(tag.comment) ?? ''

/** The JSDoc of a declaration: its text, `@default` and `@example`s. */
export function docsOf(node) {
  const comments = ts.getJSDocCommentsAndTags(node).filter(ts.isJSDoc)
  const text = comments.map((c) => ts.getTextOfJSDocComment(c.comment) ?? '').join(' ')
  const tags = ts.getJSDocTags(node)
  const defaults = tags.filter((t) => t.tagName.text === 'default').map(tagText)
  const examples = tags.filter((t) => t.tagName.text === 'example').map(tagText)
  return { text, defaults, examples }
}

/** The exported names of a package entry, with the declaration each one stands for. */
export function exportsOf({ program, checker }, file) {
  const source = program.getSourceFile(file)
  const moduleSymbol = source && checker.getSymbolAtLocation(source)
  if (!moduleSymbol) return []
  return checker.getExportsOfModule(moduleSymbol).map((symbol) => {
    const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol
    return { name: symbol.name, symbol: target, declaration: target.declarations?.[0] }
  })
}

/** Members of an interface (inherited ones too), in declaration order. */
function membersOf(checker, symbol) {
  const type = checker.getDeclaredTypeOfSymbol(symbol)
  return checker.getPropertiesOfType(type).flatMap((property) => {
    const declaration = property.declarations?.[0]
    return declaration ? [{ name: property.name, declaration }] : []
  })
}

function typeTextOf(declaration) {
  if (ts.isMethodSignature(declaration)) {
    const parameters = declaration.parameters.map((p) => p.getText()).join(', ')
    return `(${parameters}) => ${declaration.type?.getText() ?? 'void'}`
  }
  return declaration.type?.getText() ?? ''
}

const quoteName = (name) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : `'${name}'`)

/** A table of an interface's members: name, type, default, description. */
export function memberTable(checker, symbol, { withDefault = true } = {}) {
  const rows = membersOf(checker, symbol).map(({ name, declaration }) => {
    const { text, defaults } = docsOf(declaration)
    const optional = declaration.questionToken ? '?' : ''
    const readonly = declaration.modifiers?.some((m) => m.kind === ts.SyntaxKind.ReadonlyKeyword)
    const cells = [
      code(`${readonly ? 'readonly ' : ''}${quoteName(name)}${optional}`),
      code(typeTextOf(declaration)),
      ...(withDefault ? [defaults.length ? code(defaults.join('; ')) : '—'] : []),
      escapeCell(text) || '—',
    ]
    return `| ${cells.join(' | ')} |`
  })
  if (!rows.length) return ''
  const head = withDefault
    ? ['Name', 'Type', 'Default', 'Description']
    : ['Name', 'Type', 'Description']
  return [`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`, ...rows].join('\n')
}

/** A type alias or a function, shown as its signature with its JSDoc. */
export function signatureBlock(checker, { name, declaration }) {
  const { text, examples } = docsOf(declaration)
  let signature
  if (ts.isFunctionDeclaration(declaration)) {
    const parameters = declaration.parameters.map((p) => p.getText()).join(', ')
    const returns =
      declaration.type?.getText() ??
      checker.typeToString(
        checker.getReturnTypeOfSignature(checker.getSignatureFromDeclaration(declaration)),
      )
    signature = `function ${name}(${parameters}): ${returns}`
  } else if (ts.isTypeAliasDeclaration(declaration)) {
    signature = `type ${name} = ${declaration.type.getText()}`
  } else return ''
  const parts = [`\`\`\`ts\n${signature}\n\`\`\``]
  if (text) parts.push(text)
  for (const example of examples)
    parts.push(
      `Example:\n\n\`\`\`ts\n${example
        .trim()
        .replace(/^```\w*\n?|```$/g, '')
        .trim()}\n\`\`\``,
    )
  return parts.join('\n\n')
}

/**
 * Events a package adds: the `SliderEvents` members it declares (core: the interface itself; a
 * plugin: its `declare module '@strata/core'` augmentation).
 */
export function eventTable(program, dir) {
  const rows = []
  for (const source of program.getSourceFiles()) {
    if (!source.fileName.startsWith(`${dir}/src/`) || /\.test(-d)?\.tsx?$/.test(source.fileName))
      continue
    const visit = (node) => {
      if (ts.isInterfaceDeclaration(node) && node.name.text === 'SliderEvents') {
        for (const member of node.members) {
          if (!ts.isPropertySignature(member)) continue
          const name = member.name.getText().replace(/^['"]|['"]$/g, '')
          const { text } = docsOf(member)
          rows.push(
            `| ${code(name)} | ${code(member.type?.getText() ?? '')} | ${escapeCell(text) || '—'} |`,
          )
        }
      }
      ts.forEachChild(node, visit)
    }
    visit(source)
  }
  if (!rows.length) return ''
  return ['| Event | Payload | When |', '|---|---|---|', ...rows].join('\n')
}
