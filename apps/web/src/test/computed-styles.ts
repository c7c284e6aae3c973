/**
 * Quicker computed styles for the web tests. jsdom computes a style by matching every rule of every style
 * sheet against the element, once for the declarations and again for each property it resolves, and antd
 * puts hundreds of rules into the document. Testing Library's role queries ask for the style of every
 * candidate, of its subtree (the accessible name) and of its ancestors (visibility): in a form's test that was
 * four fifths of the time.
 *
 * What the tests can observe of a style in jsdom (no layout) is whether an element is shown: `display` and
 * `visibility`, which Testing Library and dom-accessibility-api read (no web test reads any other property).
 * So before a style is computed, each style sheet keeps only its rules that set one of the two; antd's hidden
 * popups, tab panes and form items stay hidden. A sheet whose text changes is parsed again by jsdom into a new
 * sheet, which is trimmed in its turn.
 */
/**
 * A rule that can hide: `display: none`, or any `visibility` (a `visible` may show again what an ancestor
 * hid). A rule that sets another `display` only changes how a shown element is laid out.
 */
function hides(style: CSSStyleDeclaration): boolean {
  return style.getPropertyValue('display') === 'none' || style.getPropertyValue('visibility') !== '';
}

/** A rule list and the way to drop one of its rules (a style sheet or a grouping rule such as @media). */
interface RuleContainer {
  cssRules: CSSRuleList;
  deleteRule(index: number): void;
}

function trim(container: RuleContainer): void {
  for (let index = container.cssRules.length - 1; index >= 0; index -= 1) {
    const rule = container.cssRules[index]!;
    const style = (rule as Partial<CSSStyleRule>).style;
    if (style) {
      if (!hides(style)) container.deleteRule(index);
    } else if ('cssRules' in rule && 'deleteRule' in rule) {
      trim(rule as unknown as RuleContainer);
    }
  }
}

export function trimStyleSheetsForTests(window: Window): void {
  const compute = window.getComputedStyle.bind(window);
  const trimmed = new WeakSet<CSSStyleSheet>();
  window.getComputedStyle = (element: Element, pseudoElement?: string | null) => {
    for (const sheet of Array.from(window.document.styleSheets)) {
      if (trimmed.has(sheet)) continue;
      trim(sheet);
      trimmed.add(sheet);
    }
    return compute(element, pseudoElement);
  };
}
