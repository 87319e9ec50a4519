import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { classesIn, classesStyledBy, kindStyler, withPageStyles, withoutStylesPlace } from '../../../src/build/pageStyles.ts';

const rules = [
  "@font-face{font-family:Inter;font-display:optional;src:url(/a.woff2) format('woff2')}",
  ':root{--gap:1rem}',
  '.card{padding:1rem}',
  '.card .title,.unused .title{font-weight:600}',
  '.menu:not(.open){display:none}',
  '.toast{color:red}',
  '@media (min-width:48rem){.card{padding:2rem}.gone{margin:0}}',
  '@media (min-width:64rem){.gone{margin:1rem}}',
  '@keyframes fade{0%{opacity:0}to{opacity:1}}',
  '[data-kind="x.y"] .card{gap:0}',
];
const css = rules.join('');

describe("a page kind's styles", () => {
  const styles = kindStyler(css, ['toast'])([
    { kind: 'home', classes: ['card', 'title'] },
    { kind: 'home', classes: ['menu'] },
    { kind: 'legal', classes: [] },
  ]);

  it("keeps every rule its pages' classes (and the client's) can match, whole and in order, and what names no class", () => {
    const [face, root, card, title, menu, toast, , , keyframes, attribute] = rules;
    assert.equal(styles.get('home'), [face, root, card, title, menu, toast, '@media (min-width:48rem){.card{padding:2rem}}', keyframes, attribute].join(''));
  });

  it('leaves out the rules no page of the kind can match, and media queries left empty', () => {
    assert.equal(styles.get('legal'), [rules[0], rules[1], rules[5], rules[8]].join(''));
  });

  it('reads the classes of a page and of the client’s stylesheet', () => {
    assert.deepEqual(classesIn('<html class="root"><body><p class="b  a">x</p><div data-class="c"></div></body></html>'), ['a', 'b', 'root']);
    assert.deepEqual(classesStyledBy('.toast{color:red}.x:not(.y) .z{}'), ['toast', 'x', 'y', 'z']);
  });

  it('go where the document left their place, once', () => {
    const page = '<head><style data-page-styles=""></style></head>';
    assert.equal(withPageStyles(page, 'p{margin:0}'), '<head><style>p{margin:0}</style></head>');
    assert.equal(withoutStylesPlace(page), '<head></head>');
    assert.throws(() => withPageStyles('<head></head>', 'p{}'), /no place for its styles/);
    assert.throws(() => withPageStyles(page, 'p{content:"</style>"}'), /close their own/);
  });
});
