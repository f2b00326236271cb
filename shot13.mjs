// Screenshot helper for issue 13 (not committed).
import { chromium } from '@playwright/test'
const [, , base, ...specs] = process.argv
const admin = { id: 1, fullName: 'Astrid Lindqvist', username: 'astrid.admin', avatar: '', email: 'admin@demo.com', role: 'admin', ability: [{ action: 'manage', subject: 'all' }], extras: { eCommerceCartItemsCount: 0 } }
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' })
for (const spec of specs) {
  const [path, skin = 'light', dir = 'ltr', width = '1440'] = spec.split(',')
  const page = await browser.newPage({ viewport: { width: Number(width), height: 900 } })
  page.on('pageerror', (e) => console.log('PAGEERROR', path, e.message))
  page.on('console', (m) => m.type() === 'error' && console.log('CONSOLE', path, m.text().slice(0, 300)))
  await page.addInitScript(([u, s, d]) => {
    localStorage.setItem('userData', JSON.stringify(u)); localStorage.setItem('accessToken', 'x'); localStorage.setItem('refreshToken', 'y')
    localStorage.setItem('skin', JSON.stringify(s)); localStorage.setItem('direction', JSON.stringify(d))
  }, [admin, skin, dir])
  await page.goto(base + path)
  await page.waitForTimeout(4000)
  const name = `/tmp/shots13/${path.replace(/\W+/g, '_')}-${skin}-${dir}-${width}.png`
  await page.screenshot({ path: name, fullPage: true })
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
  console.log(name, 'overflow', overflow)
  await page.close()
}
await browser.close()
