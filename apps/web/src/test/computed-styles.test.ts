import { afterEach, describe, expect, it } from 'vitest';

/** The trimmed style sheets of the web tests (computed-styles.ts, installed by setup.ts for every test). */
describe('style sheets of the web tests', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });

  function styled(css: string, html: string): void {
    const style = document.createElement('style');
    style.textContent = css;
    document.head.append(style);
    document.body.innerHTML = html;
  }

  it('keeps what hides an element and drops what only paints or lays it out', () => {
    styled(
      '.closed { display: none } .ghost { visibility: hidden } .red { color: red } .row { display: flex }',
      '<div class="closed red" id="a"></div><div class="ghost" id="b"></div><div class="row red" id="c"></div>',
    );
    const style = (id: string) => getComputedStyle(document.getElementById(id)!);
    expect(style('a').display).toBe('none');
    expect(style('b').visibility).toBe('hidden');
    expect(style('c').display).toBe('block');
    expect(style('c').color).not.toBe('red');
    const rules = Array.from(document.styleSheets[0]!.cssRules).map((rule) => rule.cssText);
    expect(rules).toEqual(['.closed { display: none; }', '.ghost { visibility: hidden; }']);
  });

  it('trims the rules inside @media as well, and a sheet whose text changed', () => {
    styled(
      '@media screen { .gone { display: none } .big { font-size: 20px } }',
      '<p class="gone" id="p"></p>',
    );
    expect(getComputedStyle(document.getElementById('p')!).display).toBe('none');
    const media = document.styleSheets[0]!.cssRules[0] as CSSMediaRule;
    expect(media.cssRules).toHaveLength(1);

    document.head.querySelector('style')!.textContent = '.again { visibility: collapse } .x { margin: 0 }';
    document.body.innerHTML = '<p class="again" id="q"></p>';
    expect(getComputedStyle(document.getElementById('q')!).visibility).toBe('collapse');
    expect(document.styleSheets[0]!.cssRules).toHaveLength(1);
  });
});
