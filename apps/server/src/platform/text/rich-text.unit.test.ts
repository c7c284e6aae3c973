import { describe, expect, it } from 'vitest';
import { richTextToPlain, sanitizeRichText } from './rich-text.ts';

const SAFE_TAGS = new Set(
  'p br hr h2 h3 h4 strong b em i u s strike del ul ol li blockquote code pre a img table thead tbody tr th td'.split(
    ' ',
  ),
);
const SAFE_ATTRIBUTES = new Set([
  'href',
  'target',
  'rel',
  'src',
  'alt',
  'title',
  'width',
  'height',
  'start',
  'colspan',
  'rowspan',
  'class',
]);
const SAFE_URL = /^(?:https?:\/\/|mailto:|\/api\/files\/\d|\/(?!\/)|#|[\w.-]+(?:\/|$))/i;

/**
 * Reads the sanitiser's output as markup and fails on anything a browser could run: a tag or attribute off
 * the allow-list, an event handler, a style, a URL with a scheme other than http(s)/mailto.
 */
function expectNothingExecutable(html: string): void {
  for (const match of html.matchAll(/<\/?([a-zA-Z][\w-]*)([^>]*)>/g)) {
    const [, tag, rest] = match;
    expect(SAFE_TAGS, `tag <${tag}> in ${html}`).toContain(tag!.toLowerCase());
    for (const attribute of rest!.matchAll(/([^\s=/]+)(?:="([^"]*)")?/g)) {
      const [, name, value = ''] = attribute;
      expect(SAFE_ATTRIBUTES, `attribute ${name} in ${html}`).toContain(name!.toLowerCase());
      if (name === 'href' || name === 'src') {
        const decoded = value.replace(/&amp;/g, '&');
        expect(decoded, `URL in ${html}`).toMatch(SAFE_URL);
      }
    }
  }
  // No leftover markup that a second parser could read differently.
  expect(html).not.toMatch(/javascript:|vbscript:|data:|<script|<svg|<math|<iframe|\son\w+=/i);
}

/** OWASP XSS filter evasion cheat sheet, and the usual suspects of rich-text editors. */
const XSS_VECTORS: [string, string][] = [
  ['script tag', '<script>alert(1)</script>'],
  ['script with src', '<script src="https://evil.example/x.js"></script>'],
  ['uppercase script', '<SCRIPT>alert(1)</SCRIPT>'],
  ['script split by a null', '<scr\u0000ipt>alert(1)</scr\u0000ipt>'],
  ['img onerror', '<img src="x" onerror="alert(1)">'],
  ['img onerror on an allowed src', '<img src="/api/files/1" onerror="alert(1)">'],
  ['img without quotes', '<IMG SRC=javascript:alert(1)>'],
  ['img with javascript src', '<img src="javascript:alert(1)">'],
  ['img with data: src', '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">'],
  ['img src protocol-relative', '<img src="//evil.example/a.png">'],
  ['img src http (mixed content)', '<img src="http://evil.example/a.png">'],
  ['href javascript', '<a href="javascript:alert(1)">x</a>'],
  ['href JaVaScRiPt', '<a href="JaVaScRiPt:alert(1)">x</a>'],
  ['href with entity-encoded colon', '<a href="javascript&#58;alert(1)">x</a>'],
  [
    'href fully decimal-encoded',
    '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  ],
  [
    'href hex-encoded without semicolons',
    '<a href="&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A;alert(1)">x</a>',
  ],
  ['href with an embedded tab', '<a href="jav\tascript:alert(1);">x</a>'],
  ['href with an encoded newline', '<a href="jav&#x0A;ascript:alert(1);">x</a>'],
  ['href with leading spaces and control characters', '<a href=" &#14;  javascript:alert(1)">x</a>'],
  ['href vbscript', '<a href="vbscript:msgbox(1)">x</a>'],
  ['href data: html', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>'],
  ['href protocol-relative', '<a href="//evil.example">x</a>'],
  ['a with onclick', '<a href="/ok" onclick="alert(1)">x</a>'],
  ['a with onmouseover and no quotes', '<a onmouseover=alert(1)>x</a>'],
  ['svg onload', '<svg onload="alert(1)"><circle r="1"/></svg>'],
  ['svg with script inside', '<svg><script>alert(1)</script></svg>'],
  [
    'svg animate href',
    '<svg><a><animate attributeName="href" values="javascript:alert(1)"/><text>x</text></a></svg>',
  ],
  ['iframe', '<iframe src="https://evil.example"></iframe>'],
  ['iframe srcdoc', '<iframe srcdoc="<script>alert(1)</script>"></iframe>'],
  ['object', '<object data="https://evil.example/x.swf"></object>'],
  ['embed', '<embed src="https://evil.example/x.swf">'],
  ['style tag', '<style>body{background:url("javascript:alert(1)")}</style>'],
  ['style attribute with expression', '<p style="width: expression(alert(1))">x</p>'],
  ['style attribute with url', '<p style="background-image: url(javascript:alert(1))">x</p>'],
  ['math with href', '<math><mtext><a href="javascript:alert(1)">x</a></mtext></math>'],
  [
    'math maction',
    '<math><maction actiontype="statusline" xlink:href="javascript:alert(1)">x</maction></math>',
  ],
  ['body onload', '<body onload="alert(1)">x</body>'],
  ['details ontoggle', '<details open ontoggle="alert(1)">x</details>'],
  ['input autofocus onfocus', '<input autofocus onfocus="alert(1)">'],
  ['form action', '<form action="javascript:alert(1)"><button>x</button></form>'],
  ['meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">'],
  ['base href', '<base href="javascript:alert(1)//">'],
  ['link stylesheet', '<link rel="stylesheet" href="javascript:alert(1)">'],
  ['unclosed script', '<script>alert(1)'],
  ['unclosed img attribute', '<img src="/api/files/1" onerror="alert(1)'],
  ['nested to rebuild a tag after stripping', '<scr<script>ipt>alert(1)</scr</script>ipt>'],
  ['angle brackets nested in an attribute', '<p title="</p><script>alert(1)</script>">x</p>'],
  ['comment hiding a script', '<!--<script>alert(1)</script>-->'],
  ['conditional comment', '<!--[if gte IE 4]><script>alert(1)</script><![endif]-->'],
  ['CDATA', '<![CDATA[<script>alert(1)</script>]]>'],
  ['noscript breakout', '<noscript><p title="</noscript><img src=x onerror=alert(1)>">'],
  ['template', '<template><img src=x onerror=alert(1)></template>'],
  ['event handler with a slash separator', '<img/src="/api/files/1"/onerror=alert(1)>'],
  ['table background', '<table background="javascript:alert(1)"><tr><td>x</td></tr></table>'],
  ['td with onmouseover', '<table><tr><td onmouseover="alert(1)">x</td></tr></table>'],
  ['srcset', '<img src="/api/files/1" srcset="javascript:alert(1) 1x">'],
  ['class injection on a paragraph', '<p class="ant-modal-mask">x</p>'],
  ['id clobbering', '<img src="/api/files/1" name="getElementById" id="x">'],
];

describe('sanitizeRichText removes everything executable', () => {
  it.each(XSS_VECTORS)('%s', (_name, input) => {
    const output = sanitizeRichText(input);
    expectNothingExecutable(output);
    expect(output).not.toMatch(/alert\(1\)<\/script|onerror|onload|onclick|onmouseover|ontoggle|onfocus/i);
  });

  it('keeps text inside dropped tags escaped, never as markup', () => {
    const output = sanitizeRichText('<div>&lt;script&gt;alert(1)&lt;/script&gt;</div>');
    expect(output).toBe('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('drops script and style content entirely, not just the tags', () => {
    expect(sanitizeRichText('<p>a</p><script>var secret = 1</script><style>p{}</style>')).toBe('<p>a</p>');
  });
});

describe('sanitizeRichText keeps legitimate formatting', () => {
  it('keeps paragraphs, headings, marks, lists, quotes and code', () => {
    const html =
      '<h2>Заголовок</h2><h3>Подзаголовок</h3><h4>Мелкий</h4>' +
      '<p><strong>жирный</strong> <em>курсив</em> <u>подчёркнутый</u> <s>зачёркнутый</s><br />строка</p>' +
      '<ul><li><p>один</p></li></ul><ol start="3"><li><p>три</p></li></ol>' +
      '<blockquote><p>цитата</p></blockquote><pre><code class="language-ts">const a = 1 &lt; 2;</code></pre><hr />';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('keeps safe links and opens them in a new tab without an opener', () => {
    for (const href of [
      'https://example.com/a?b=1&amp;c=2',
      'http://example.com',
      'mailto:hr@example.com',
      '/about',
      '#part',
    ]) {
      expect(sanitizeRichText(`<a href="${href}">ссылка</a>`)).toBe(
        `<a href="${href}" target="_blank" rel="noopener noreferrer">ссылка</a>`,
      );
    }
  });

  it('replaces target and rel a user typed', () => {
    expect(sanitizeRichText('<a href="/x" target="_self" rel="opener">x</a>')).toBe(
      '<a href="/x" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it('keeps images from our file store and from https, and drops others with their attributes', () => {
    expect(sanitizeRichText('<img src="/api/files/12" alt="схема">')).toBe(
      '<img src="/api/files/12" alt="схема" />',
    );
    expect(sanitizeRichText('<img src="/api/files/12/preview/1280">')).toBe(
      '<img src="/api/files/12/preview/1280" />',
    );
    expect(sanitizeRichText('<img src="https://cdn.example.com/a.png">')).toBe(
      '<img src="https://cdn.example.com/a.png" />',
    );
    expect(sanitizeRichText('<p>до<img src="/etc/passwd">после</p>')).toBe('<p>допосле</p>');
    expect(sanitizeRichText('<img src="/api/files/../../x">')).toBe('');
  });

  it('keeps tables', () => {
    const html =
      '<table><thead><tr><th colspan="2">Итог</th></tr></thead><tbody><tr><td>1</td><td>2</td></tr></tbody></table>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('turns h1 into h2 and h5/h6 into h4, and drops unknown wrappers but keeps their text', () => {
    expect(sanitizeRichText('<h1>А</h1><h6>Б</h6><div><span>В</span></div>')).toBe('<h2>А</h2><h4>Б</h4>В');
  });

  it('closes what the author left unclosed', () => {
    expect(sanitizeRichText('<p><strong>жирный')).toBe('<p><strong>жирный</strong></p>');
  });
});

describe('richTextToPlain', () => {
  it('puts blocks on their own lines and decodes entities', () => {
    expect(
      richTextToPlain(
        '<h2>План</h2><p>Мы &amp; вы   вместе</p><ul><li><p>раз</p></li><li><p>два &lt;3</p></li></ul>',
      ),
    ).toBe('План\nМы & вы вместе\nраз\nдва <3');
  });

  it('keeps no script text and no markup', () => {
    expect(richTextToPlain('<p>видно</p><script>скрыто()</script><style>.x{}</style>')).toBe('видно');
  });

  it('cuts at a word boundary with an ellipsis', () => {
    expect(richTextToPlain('<p>Ценности компании важны для всех</p>', 20)).toBe('Ценности компании…');
    expect(richTextToPlain('<p>коротко</p>', 20)).toBe('коротко');
    expect(richTextToPlain('<p>Сверхдлинноеслововбезпробелов</p>', 10)).toHaveLength(10);
  });

  it('is empty for markup without words', () => {
    expect(richTextToPlain('<p></p><p><br></p>')).toBe('');
  });
});
