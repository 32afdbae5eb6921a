import { chromium } from '@playwright/test';
const [,, url, out, w='390', h='844', state='playwright/.auth/chief-4110.json'] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const context = await browser.newContext({ viewport: { width: +w, height: +h }, storageState: state, isMobile: +w < 600, locale: 'ru-RU' });
const page = await context.newPage();
await page.goto(url); await page.waitForLoadState('networkidle');
await page.screenshot({ path: out, fullPage: false });
await browser.close();
