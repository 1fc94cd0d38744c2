import { htmlToText, plainLine } from './text';

/** Median wall time of a few runs, in ms. */
function timeMs(fn: () => void): number {
  const runs: number[] = [];
  for (let i = 0; i < 3; i++) {
    const t = process.hrtime.bigint();
    fn();
    runs.push(Number(process.hrtime.bigint() - t) / 1e6);
  }
  return runs.sort((a, b) => a - b)[1]!;
}

describe('crawled text to plain text', () => {
  it('strips markup, scripts, styles and comments and keeps the text', () => {
    expect(htmlToText('<div>Hi <b>there</b><style>p{}</style><!-- x --><SCRIPT type="a">1<2</script >!</div>')).toBe('Hi there !');
    expect(htmlToText('a<br/>b< br >c</li>d')).toBe('a\nb\nc\nd');
    expect(htmlToText('1 < 2 and 3 > 2')).toBe('1 2');
    expect(htmlToText('x <script>never closed')).toBe('x');
    expect(htmlToText('x <!-- never closed')).toBe('x');
    expect(htmlToText('tail <b')).toBe('tail <b');
    expect(htmlToText('&lt;script&gt;alert(1)&lt;/script&gt;')).toBe('<script>alert(1)</script>');
    expect(plainLine('  A\n\n<i>title</i>  ', 200)).toBe('A title');
  });

  // Hostile feed fields: each would cost seconds to hours with a backtracking pattern. The bound
  // is generous (linear code takes a few ms); a quadratic pass takes seconds at these sizes.
  it.each([
    ['unclosed script tags', '<script'],
    ['unclosed style tags with attributes', '<style a=1>'],
    ['comment openers', '<!--'],
    ['bare angle brackets', '<'],
    ['entity-like runs', '&aaaaaaaa'],
    ['spaces and newlines', ' \n'],
  ])('stays linear on %s', (_name, unit) => {
    const big = unit.repeat(Math.ceil((2 * 1024 * 1024) / unit.length));
    expect(timeMs(() => htmlToText(big, 5000))).toBeLessThan(500);
    // And the cost does not grow with what lies beyond the cut.
    const huge = unit.repeat(Math.ceil((20 * 1024 * 1024) / unit.length));
    expect(timeMs(() => htmlToText(huge, 5000))).toBeLessThan(500);
  });

  it('cuts before stripping, so the result is bounded by the wanted length', () => {
    const out = htmlToText(`<p>${'word '.repeat(1_000_000)}</p>`, 300);
    expect(out.length).toBeLessThanOrEqual(300);
    expect(out.endsWith('…')).toBe(true);
  });
});
