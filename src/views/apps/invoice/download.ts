import type { TFunction } from 'i18next'
import { downloadFile } from '@/utility/csv'
import { formatDate, formatMoney } from '@/utility/format'
import { invoiceTotals, lineTotal } from './contract'
import type { Invoice } from './contract'

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char
  )

/** Self-contained: opens in any browser and prints without the app. */
export function invoiceHtml(invoice: Invoice, t: TFunction<'invoice'>, language: string): string {
  const money = (value: number | string) => escapeHtml(formatMoney(value, language))
  const items = invoice.items ?? []
  const totals = invoiceTotals(items, invoice.discount, invoice.taxRate)
  const style =
    'body{font:14px system-ui,sans-serif;margin:2rem;color:#222}table{border-collapse:collapse;width:100%}' +
    'td,th{border-bottom:1px solid #ddd;padding:.4rem;text-align:start}'
  const rows = items
    .map((item) => {
      const name = `${escapeHtml(item.name)}<br><small>${escapeHtml(item.description)}</small>`
      const cells = [name, money(item.cost), String(item.qty), money(lineTotal(item))]
      return `<tr>${cells.map((cell) => `<td>${cell}</td>`).join('')}</tr>`
    })
    .join('')
  const { client } = invoice
  const title = escapeHtml(t('document.number', { id: invoice.id }))
  const dates = [
    `${escapeHtml(t('document.issued'))}: ${escapeHtml(formatDate(invoice.issuedDate, language))}`,
    `${escapeHtml(t('document.due'))}: ${escapeHtml(formatDate(invoice.dueDate, language))}`
  ].join('<br>')
  const billTo = [
    client.name,
    client.company,
    client.address,
    client.country,
    client.contact,
    client.companyEmail
  ]
  const headers = [t('document.item'), t('document.cost'), t('document.qty'), t('document.price')]
    .map((header) => `<th>${escapeHtml(header)}</th>`)
    .join('')
  const totalLines = [
    `${escapeHtml(t('totals.subtotal'))}: ${money(totals.subtotal)}`,
    `${escapeHtml(t('totals.discount'))}: ${money(totals.discount)}`,
    `${escapeHtml(t('totals.tax'))}: ${money(totals.tax)}`,
    `<strong>${escapeHtml(t('totals.total'))}: ${money(invoice.total)}</strong>`,
    `${escapeHtml(t('columns.balance'))}: ${money(invoice.balance)}`
  ].join('<br>')
  return [
    `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><title>${title}</title>`,
    `<style>${style}</style></head>`,
    `<body><h1>${title}</h1>`,
    `<p>${dates}</p>`,
    `<h2>${escapeHtml(t('document.billTo'))}</h2>`,
    `<p>${billTo.map(escapeHtml).join('<br>')}</p>`,
    `<table><thead><tr>${headers}</tr></thead><tbody>${rows}</tbody></table>`,
    `<p>${totalLines}</p>`,
    `${invoice.note ? `<p>${escapeHtml(invoice.note)}</p>` : ''}</body></html>`
  ].join('\n')
}

export function downloadInvoice(invoice: Invoice, t: TFunction<'invoice'>, language: string): void {
  downloadFile(`invoice-${invoice.id}.html`, invoiceHtml(invoice, t, language), 'text/html;charset=utf-8')
}
