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
  const rows = items
    .map(
      (item) =>
        `<tr><td>${escapeHtml(item.name)}<br><small>${escapeHtml(item.description)}</small></td><td>${money(item.cost)}</td><td>${item.qty}</td><td>${money(lineTotal(item))}</td></tr>`
    )
    .join('')
  const { client } = invoice
  const title = escapeHtml(t('document.number', { id: invoice.id }))
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><title>${title}</title>
<style>body{font:14px system-ui,sans-serif;margin:2rem;color:#222}table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #ddd;padding:.4rem;text-align:start}</style></head>
<body><h1>${title}</h1>
<p>${escapeHtml(t('document.issued'))}: ${escapeHtml(formatDate(invoice.issuedDate, language))}<br>${escapeHtml(t('document.due'))}: ${escapeHtml(formatDate(invoice.dueDate, language))}</p>
<h2>${escapeHtml(t('document.billTo'))}</h2>
<p>${[client.name, client.company, client.address, client.country, client.contact, client.companyEmail].map(escapeHtml).join('<br>')}</p>
<table><thead><tr><th>${escapeHtml(t('document.item'))}</th><th>${escapeHtml(t('document.cost'))}</th><th>${escapeHtml(t('document.qty'))}</th><th>${escapeHtml(t('document.price'))}</th></tr></thead><tbody>${rows}</tbody></table>
<p>${escapeHtml(t('totals.subtotal'))}: ${money(totals.subtotal)}<br>${escapeHtml(t('totals.discount'))}: ${money(totals.discount)}<br>${escapeHtml(t('totals.tax'))}: ${money(totals.tax)}<br><strong>${escapeHtml(t('totals.total'))}: ${money(invoice.total)}</strong><br>${escapeHtml(t('columns.balance'))}: ${money(invoice.balance)}</p>
${invoice.note ? `<p>${escapeHtml(invoice.note)}</p>` : ''}</body></html>`
}

export function downloadInvoice(invoice: Invoice, t: TFunction<'invoice'>, language: string): void {
  downloadFile(`invoice-${invoice.id}.html`, invoiceHtml(invoice, t, language), 'text/html;charset=utf-8')
}
