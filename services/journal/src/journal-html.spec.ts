import { plainTextOf, sanitizeJournalHtml } from './journal-html';

describe('sanitizeJournalHtml', () => {
  it.each([
    ['<p><strong>b</strong><em>i</em><u>u</u></p>', '<p><strong>b</strong><em>i</em><u>u</u></p>'],
    ['<p><span class="ql-size-small">s</span></p>', '<p><span class="ql-size-small">s</span></p>'],
    [
      '<p><span style="color: #e60000;">c</span></p>',
      '<p><span style="color:#e60000">c</span></p>',
    ],
    [
      '<p><span style="background-color: rgb(255, 255, 0);">bg</span></p>',
      '<p><span style="background-color:rgb(255, 255, 0)">bg</span></p>',
    ],
    [
      '<p><a href="https://a.example/x">l</a></p>',
      '<p><a href="https://a.example/x" target="_blank" rel="noopener noreferrer">l</a></p>',
    ],
    [
      '<p><a href="mailto:a@b.co">m</a></p>',
      '<p><a href="mailto:a@b.co" target="_blank" rel="noopener noreferrer">m</a></p>',
    ],
    [
      '<p><img src="data:image/jpeg;base64,/9j/4AAQ"></p>',
      '<p><img src="data:image/jpeg;base64,/9j/4AAQ" /></p>',
    ],
  ])('keeps the editor’s %s', (input, output) => {
    expect(sanitizeJournalHtml(input)).toBe(output);
  });

  it.each([
    ['<p>a<script>alert(1)</script></p>', '<p>a</p>'],
    ['<p onmouseover="x()">a</p>', '<p>a</p>'],
    ['<p><img src=x onerror=alert(1)>a</p>', '<p>a</p>'],
    ['<p><img src="http://plain.example/i.png">a</p>', '<p>a</p>'],
    ['<p><img src="data:image/svg+xml,<svg onload=alert(1)>">a</p>', '<p>a</p>'],
    ['<p><img src="data:text/html;base64,PHNjcmlwdD4=">a</p>', '<p>a</p>'],
    [
      '<p><a href="javascript:alert(1)">a</a></p>',
      '<p><a target="_blank" rel="noopener noreferrer">a</a></p>',
    ],
    [
      '<p><a href="vbscript:x">a</a></p>',
      '<p><a target="_blank" rel="noopener noreferrer">a</a></p>',
    ],
    [
      '<p><a href="//evil.example">a</a></p>',
      '<p><a target="_blank" rel="noopener noreferrer">a</a></p>',
    ],
    ['<svg><g onload="alert(1)"><text>a</text></g></svg>', 'a'],
    [
      '<p><span style="color:red;position:fixed;left:0">a</span></p>',
      '<p><span style="color:red">a</span></p>',
    ],
    ['<p><span style="color:expression(alert(1))">a</span></p>', '<p><span>a</span></p>'],
    [
      '<p><span class="ql-size-huge ql-evil x">a</span></p>',
      '<p><span class="ql-size-huge">a</span></p>',
    ],
    ['<h1>a</h1><ul><li>b</li></ul><div>c</div>', 'abc'],
    ['<iframe src="https://x.example">a</iframe><noscript>b</noscript>c', 'c'],
  ])('removes what the editor cannot produce: %s', (input, output) => {
    expect(sanitizeJournalHtml(input)).toBe(output);
  });
});

describe('plainTextOf', () => {
  it('gives one line per paragraph, decoded entities and single spaces', () => {
    expect(
      plainTextOf('<p>Tom &amp; Jerry &lt;3</p><p><br /></p><p>  two   spaces&nbsp;here </p>'),
    ).toBe('Tom & Jerry <3\n\ntwo spaces here');
  });

  it('counts no markup: an image or empty paragraphs are no text', () => {
    expect(plainTextOf('<p><img src="https://a.example/i.png" /></p><p><br /></p>')).toBe('');
  });
});
