import { chromium } from '@playwright/test'
const admin = { id: 1, fullName: 'Astrid Lindqvist', username: 'astrid.admin', avatar: '', email: 'admin@demo.com', role: 'admin', ability: [{ action: 'manage', subject: 'all' }], extras: { eCommerceCartItemsCount: 0 } }
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' })
const page = await browser.newPage({ viewport: { width: 390, height: 844 } })
page.on('console', (m) => console.log('CONSOLE', m.type(), m.text().slice(0, 300)))
page.on('pageerror', (e) => console.log('PAGEERROR', e.message))
await page.addInitScript((u) => { localStorage.setItem('userData', JSON.stringify(u)); localStorage.setItem('accessToken', 'x'); localStorage.setItem('refreshToken', 'y') }, admin)
await page.goto('http://localhost:5184/')
await page.waitForTimeout(8000)

console.log(await page.evaluate(() => { const w = document.documentElement.clientWidth; return [...document.querySelectorAll('body *')].filter((e) => e.getBoundingClientRect().right > w + 1 && !e.closest('.table-responsive, .visually-hidden')).slice(0, 12).map((e) => e.tagName + '.' + e.className + ' ' + e.getBoundingClientRect().right) }))
console.log(await page.evaluate(() => {
  const d = document.documentElement; const r = [d.scrollWidth - d.clientWidth]
  for (const e of document.querySelectorAll('.visually-hidden')) { e.style.display = 'none'; const now = d.scrollWidth - d.clientWidth; if (now !== r[r.length - 1]) r.push(e.parentElement.className + ' > ' + e.tagName + ' ' + (e.textContent || '').slice(0, 40) + ' => ' + now) }
  document.querySelectorAll('.table-responsive').forEach((e) => (e.style.display = 'none')); r.push(d.scrollWidth - d.clientWidth)
  return r
}))
await browser.close()
