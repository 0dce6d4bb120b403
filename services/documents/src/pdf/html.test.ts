import { describe, expect, it } from 'vitest';
import { esc, html, page, table } from './html.ts';
import { day, money } from './format.ts';

describe('template markup', () => {
  it('escapes every interpolated value, keeps built markup', () => {
    const name = '<script>alert("x")</script> & Co';
    expect(html`<td>${name}</td>`.value).toBe('<td>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co</td>');
    const cells = [html`<td>${'a'}</td>`, html`<td>${"b'"}</td>`];
    // prettier lays out html`` templates over lines: the whitespace between tags is not the point here.
    const row = html`<tr>
      ${cells}
    </tr>`.value.replace(/>\s+</g, '><');
    expect(row).toBe('<tr><td>a</td><td>b&#39;</td></tr>');
    expect(esc(null) + esc(undefined)).toBe('');
  });

  it('prints an empty list as its text, a list as a table', () => {
    expect(table([], [{ label: 'A', cell: () => 1 }], 'Keine.').value).toBe('<p class="empty">Keine.</p>');
    const t = table([{ n: 5 }], [{ label: 'N', cell: (r) => r.n, num: true }], 'Keine.').value;
    expect(t).toContain('<th class="num">N</th>');
    expect(t).toContain('<td class="num">5</td>');
  });

  it('makes a whole page in the language, the title escaped', () => {
    const out = page('en', 'A & B', html`<p>x</p>`);
    expect(out).toMatch(/^<!doctype html><html lang="en">/);
    expect(out).toContain('<title>A &amp; B</title>');
  });
});

describe('printed figures', () => {
  it.each([
    [4550, 'de', '45,50 €'],
    [4550, 'en', '€45.50'],
    [-120, 'de', '-1,20 €'],
    [123456789, 'de', '1.234.567,89 €'],
  ] as const)('%i cents in %s is %s', (cents, lang, text) => {
    expect(money(cents, lang).replace(/\u00a0/g, ' ')).toBe(text);
  });

  it('shows a local date in each language, nothing for none', () => {
    expect(day('2026-03-01', 'de')).toBe('01.03.2026');
    expect(day('2026-03-01', 'en')).toBe('01/03/2026');
    expect(day(null, 'de')).toBe('');
  });
});
