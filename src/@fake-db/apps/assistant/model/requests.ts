// The demo model's understanding: each kind of request it plans for, as phrasings in every language it ships with.
// Pure data and matching, no React: the browser and the HTTP server plan the same way.

/** What a question asks for, with what it names (an id, a title, a status). */
export type Request =
  | { kind: 'countUsers' }
  | { kind: 'countInvoices' }
  | { kind: 'unpaidInvoices' }
  | { kind: 'invoicesByStatus'; status: string }
  | { kind: 'showInvoice'; id: number }
  | { kind: 'markInvoicePaid'; id: number }
  | { kind: 'roleCan'; role: string }
  | { kind: 'listRoles' }
  | { kind: 'listTodos' }
  | { kind: 'addTodo'; title: string; due: 'today' | 'tomorrow' | '' }
  | { kind: 'moveTask'; task: string; board: string }
  | { kind: 'recentActivity' }
  | { kind: 'summariseCard' }
  | { kind: 'help' }

export type RequestKind = Request['kind']

type Groups = Record<string, string | undefined>
type Phrase = { kind: RequestKind; pattern: RegExp; read?: (groups: Groups) => Request | null }

const id = (groups: Groups) => Number(groups.id)
const due = (word: string | undefined): 'today' | 'tomorrow' | '' => {
  if (!word) return ''
  return /today|aujourd|heute|hoje|اليوم/iu.test(word) ? 'today' : 'tomorrow'
}
const text = (value: string | undefined) =>
  (value ?? '')
    .trim()
    .replace(/^["'«“„]|["'»”“]$/gu, '')
    .trim()

const phrase = (kind: RequestKind, pattern: RegExp, read?: Phrase['read']): Phrase => ({
  kind,
  pattern,
  read
})
const status = (groups: Groups): Request => ({ kind: 'invoicesByStatus', status: text(groups.status) })
const invoice = (kind: 'showInvoice' | 'markInvoicePaid') => (groups: Groups) => ({ kind, id: id(groups) })
const role = (groups: Groups): Request => ({ kind: 'roleCan', role: text(groups.role) })
const todo = (groups: Groups): Request => ({
  kind: 'addTodo',
  title: text(groups.title),
  due: due(groups.due)
})
const move = (groups: Groups): Request => ({
  kind: 'moveTask',
  task: text(groups.task),
  board: text(groups.board)
})

/** Phrasings by language code; a question is tried in the page's language first, then in the others. */
export const phrasings: Record<string, Phrase[]> = {
  en: [
    phrase('markInvoicePaid', /\bmark invoice #?(?<id>\d+) as paid\b/iu, invoice('markInvoicePaid')),
    phrase('showInvoice', /\bshow (?:me )?invoice #?(?<id>\d+)\b/iu, invoice('showInvoice')),
    phrase('invoicesByStatus', /\binvoices? (?:with|in) status (?<status>[\p{L} ]+?)[.?!]*$/iu, status),
    phrase('unpaidInvoices', /\bunpaid invoices\b/iu),
    phrase('countInvoices', /\bhow many invoices\b/iu),
    phrase('countUsers', /\bhow many users\b/iu),
    phrase('roleCan', /\bwhat can the (?<role>[\p{L}-]+) role do\b/iu, role),
    phrase('listRoles', /\bwhich roles\b|\blist (?:the )?roles\b/iu),
    phrase(
      'addTodo',
      /\badd a (?:todo|task) called (?<title>.+?)(?: due (?<due>today|tomorrow))?[.!]*$/iu,
      todo
    ),
    phrase('moveTask', /\bmove (?:the )?task (?<task>.+?) to (?<board>.+?)[.!]*$/iu, move),
    phrase('listTodos', /\bshow (?:me )?(?:my |the )?(?:todos|tasks)\b/iu),
    phrase('recentActivity', /\bwhat changed\b|\brecent activity\b/iu),
    phrase('summariseCard', /\bsummari[sz]e this (?:card|list|view)\b/iu),
    phrase('help', /\bwhat can you do\b|\bhelp\b/iu)
  ],
  fr: [
    phrase(
      'markInvoicePaid',
      /marque(?:r|z)? la facture #?(?<id>\d+) comme payée/iu,
      invoice('markInvoicePaid')
    ),
    phrase(
      'showInvoice',
      /(?:montre|affiche)(?:r|z)?(?:-moi)? la facture #?(?<id>\d+)/iu,
      invoice('showInvoice')
    ),
    phrase('invoicesByStatus', /factures? (?:avec le|au) statut (?<status>[\p{L} ]+?)[.?!]*$/iu, status),
    phrase('unpaidInvoices', /factures impayées/iu),
    phrase('countInvoices', /combien (?:de|y a-t-il de) factures/iu),
    phrase('countUsers', /combien (?:d'|d’|y a-t-il d'|y a-t-il d’)utilisateurs/iu),
    phrase('roleCan', /que peut faire le rôle (?<role>[\p{L}-]+)/iu, role),
    phrase('listRoles', /quels (?:sont les )?rôles/iu),
    phrase(
      'addTodo',
      /ajoute(?:r|z)? une tâche (?:appelée|nommée) (?<title>.+?)(?: pour (?<due>aujourd'hui|aujourd’hui|demain))?[.!]*$/iu,
      todo
    ),
    phrase('moveTask', /déplace(?:r|z)? la tâche (?<task>.+?) (?:vers|dans) (?<board>.+?)[.!]*$/iu, move),
    phrase('listTodos', /(?:montre|affiche)(?:r|z)?(?:-moi)? (?:mes|les) tâches/iu),
    phrase('recentActivity', /qu'est-ce qui a changé|qu’est-ce qui a changé|activité récente/iu),
    phrase('summariseCard', /résume(?:r|z)? cette (?:carte|liste|vue)/iu),
    phrase('help', /que sais-tu faire|que peux-tu faire|aide/iu)
  ],
  de: [
    phrase('markInvoicePaid', /markiere rechnung #?(?<id>\d+) als bezahlt/iu, invoice('markInvoicePaid')),
    phrase('showInvoice', /zeige? (?:mir )?(?:die )?rechnung #?(?<id>\d+)/iu, invoice('showInvoice')),
    phrase('invoicesByStatus', /rechnungen mit (?:dem )?status (?<status>[\p{L} ]+?)[.?!]*$/iu, status),
    phrase('unpaidInvoices', /unbezahlten? rechnungen/iu),
    phrase('countInvoices', /wie viele rechnungen/iu),
    phrase('countUsers', /wie viele (?:benutzer|nutzer)/iu),
    phrase('roleCan', /was (?:darf|kann) die rolle (?<role>[\p{L}-]+)/iu, role),
    phrase('listRoles', /welche rollen/iu),
    phrase(
      'addTodo',
      /(?:füge|lege) (?:eine )?aufgabe (?:namens|mit dem titel) (?<title>.+?)(?: (?:fällig )?(?<due>heute|morgen))? (?:hinzu|an)[.!]*$/iu,
      todo
    ),
    phrase('moveTask', /verschiebe (?:die )?aufgabe (?<task>.+?) nach (?<board>.+?)[.!]*$/iu, move),
    phrase('listTodos', /zeige? (?:mir )?(?:meine|die) aufgaben/iu),
    phrase('recentActivity', /was hat sich (?:zuletzt )?geändert|letzte aktivität/iu),
    phrase('summariseCard', /fasse? diese (?:karte|liste|ansicht) zusammen/iu),
    phrase('help', /was kannst du|hilfe/iu)
  ],
  pt: [
    phrase('markInvoicePaid', /marque a fatura #?(?<id>\d+) como paga/iu, invoice('markInvoicePaid')),
    phrase('showInvoice', /mostr[ea](?:-me)? a fatura #?(?<id>\d+)/iu, invoice('showInvoice')),
    phrase('invoicesByStatus', /faturas? com (?:o )?status (?<status>[\p{L} ]+?)[.?!]*$/iu, status),
    phrase('unpaidInvoices', /faturas (?:não pagas|em aberto)/iu),
    phrase('countInvoices', /quantas faturas/iu),
    phrase('countUsers', /quantos (?:usuários|utilizadores)/iu),
    phrase('roleCan', /o que (?:o papel|a função) (?<role>[\p{L}-]+) pode fazer/iu, role),
    phrase('listRoles', /quais (?:são os )?(?:papéis|funções)/iu),
    phrase(
      'addTodo',
      /adicione uma tarefa chamada (?<title>.+?)(?: para (?<due>hoje|amanhã))?[.!]*$/iu,
      todo
    ),
    phrase('moveTask', /mova a tarefa (?<task>.+?) para (?<board>.+?)[.!]*$/iu, move),
    phrase('listTodos', /mostr[ea](?:-me)? (?:minhas|as) tarefas/iu),
    phrase('recentActivity', /o que mudou|atividade recente/iu),
    phrase('summariseCard', /resuma (?:este cartão|esta lista|esta vista)/iu),
    phrase('help', /o que você pode fazer|o que podes fazer|ajuda/iu)
  ],
  ar: [
    phrase(
      'markInvoicePaid',
      /(?:علّم|علم|اجعل) الفاتورة #?(?<id>\d+) (?:كمدفوعة|مدفوعة)/u,
      invoice('markInvoicePaid')
    ),
    phrase('showInvoice', /اعرض الفاتورة #?(?<id>\d+)/u, invoice('showInvoice')),
    phrase('invoicesByStatus', /الفواتير (?:ب|ذات )?الحالة (?<status>[\p{L} ]+?)[.؟?!]*$/u, status),
    phrase('unpaidInvoices', /الفواتير غير المدفوعة/u),
    phrase('countInvoices', /كم عدد الفواتير|كم فاتورة/u),
    phrase('countUsers', /كم عدد المستخدمين|كم مستخدم/u),
    phrase('roleCan', /ماذا يستطيع (?:دور|الدور) (?<role>[\p{L}-]+)/u, role),
    phrase('listRoles', /ما (?:هي )?الأدوار/u),
    phrase(
      'addTodo',
      /أضف مهمة (?:باسم|بعنوان) (?<title>.+?)(?: (?:موعدها )?(?<due>اليوم|غدًا|غدا))?[.!]*$/u,
      todo
    ),
    phrase('moveTask', /انقل المهمة (?<task>.+?) إلى (?<board>.+?)[.!]*$/u, move),
    phrase('listTodos', /اعرض (?:مهامي|المهام)/u),
    phrase('recentActivity', /ما الذي تغير|ماذا تغير|النشاط الأخير/u),
    phrase('summariseCard', /لخص هذه (?:البطاقة|القائمة)/u),
    phrase('help', /ماذا تستطيع أن تفعل|ماذا يمكنك أن تفعل|مساعدة/u)
  ]
}

function matchIn(phrases: readonly Phrase[], question: string): Request | null {
  for (const { kind, pattern, read } of phrases) {
    const found = pattern.exec(question)
    if (!found) continue
    const request = read ? read(found.groups ?? {}) : ({ kind } as Request)
    if (request) return request
  }
  return null
}

/** What the question asks, tried in `language` first; `help` when nothing matches. */
export function planRequest(question: string, language: string): Request {
  const asked = question.normalize('NFC').replace(/\s+/g, ' ').trim()
  const order = [language, ...Object.keys(phrasings).filter((code) => code !== language)]
  for (const code of order) {
    const request = matchIn(phrasings[code] ?? [], asked)
    if (request) return request
  }
  return { kind: 'help' }
}
