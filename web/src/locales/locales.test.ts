import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from '@portal/contracts';

const NAMESPACES = ['common', 'pages'];
const load = (lang: string, ns = 'common') => JSON.parse(readFileSync(path.join(__dirname, lang, `${ns}.json`), 'utf8')) as Record<string, string>;
const base = (k: string) => k.replace(/_(zero|one|two|few|many|other)$/, '');

describe('storefront translations', () => {
  it.each(LANGUAGES.flatMap((lang) => NAMESPACES.map((ns) => [lang, ns])))('%s %s has every key English has, none empty', (lang, ns) => {
    const en = load('en', ns);
    const t = load(lang, ns);
    const keys = new Set(Object.keys(t).map(base));
    for (const k of Object.keys(en).map(base)) expect({ lang, k, present: keys.has(k) }).toEqual({ lang, k, present: true });
    for (const [k, v] of Object.entries(t)) expect({ k, empty: v.trim() === '' }).toEqual({ k, empty: false });
  });
  it('keeps the exact zh-CN texts of the error page', () => {
    const zh = load('zh-CN');
    expect(zh.errorTitle).toBe('出错了！');
    expect(zh.errorText).toBe('页面遇到了意外错误，请尝试刷新页面。');
    expect(zh.appErrorText).toBe('应用遇到了意外错误，我们正在努力修复中。');
    expect([zh.retry, zh.goHome]).toEqual(['重试', '回到首页']);
  });
});
