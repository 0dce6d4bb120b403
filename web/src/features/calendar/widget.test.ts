import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';

// The embeddable widget (public/widget.js) run against a minimal document: what it inserts.
const source = readFileSync(new URL('../../../public/widget.js', import.meta.url), 'utf8');

interface FakeElement {
  attributes: Record<string, string>;
  style: Record<string, string>;
  children: FakeElement[];
  [key: string]: unknown;
}
const element = (attributes: Record<string, string> = {}): FakeElement => ({
  attributes,
  style: {},
  children: [],
  getAttribute: (name: string) => attributes[name] ?? null,
  replaceChildren(...nodes: FakeElement[]) {
    this.children = nodes;
  },
});

function run(scriptAttributes: Record<string, string>) {
  const target = element();
  const script = { ...element(scriptAttributes), src: 'https://takt.example/widget.js' };
  const window: Record<string, unknown> = {};
  const document = {
    currentScript: script,
    createElement: () => element(),
    getElementById: (id: string) => (id === 'kursplan' ? target : null),
  };
  runInNewContext(source, { window, document, location: { origin: 'https://other.example' }, URL, encodeURIComponent, Number });
  return { target, api: window.TaktCalendar as { mount(el: FakeElement, id: string, o?: object): FakeElement } };
}

describe('widget.js', () => {
  it('inserts an iframe of the public calendar (embed mode) into the element the script names', () => {
    const { target } = run({ 'data-company': 'c0ffee00-0000-4000-8000-000000000001', 'data-target': 'kursplan', 'data-height': '500' });
    expect(target.children).toHaveLength(1);
    expect(target.children[0]).toMatchObject({
      src: 'https://takt.example/public-view/c0ffee00-0000-4000-8000-000000000001?embed=1',
      title: 'Kursplan',
      loading: 'lazy',
      style: { width: '100%', height: '500px', border: '0' },
    });
  });

  it('mounts on demand, escaping the company id, and does nothing without a target', () => {
    const { target, api } = run({});
    expect(target.children).toHaveLength(0);
    const other = element();
    const frame = api.mount(other, 'a/b?c', { title: 'Kurse' });
    expect(frame).toMatchObject({ src: 'https://takt.example/public-view/a%2Fb%3Fc?embed=1', title: 'Kurse', style: { height: '700px' } });
    expect(other.children).toEqual([frame]);
  });
});
