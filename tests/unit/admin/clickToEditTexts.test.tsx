/**
 * Click-to-edit finds each text's own field: every text the preview draws from a field carries that
 * field's mark in its own text node (a heading split to keep a compound on one line, a bold word or
 * a list item of Markdown, a post's body), and a click's path leads to that field in Decap's form,
 * not to a nested field of the same name (a card's title for its section's).
 */
import '../../support/linariaTestMode.ts';
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { vercelStegaDecode, vercelStegaEncode } from '@vercel/stega';
import { renderToStaticMarkup } from 'react-dom/server';
import { fieldElement } from '../../../src/admin/preview/focusField.ts';
import { withClickToEditMarks } from '../../../src/admin/preview/clickToEditMarks.ts';
import { renderMarkdown } from '../../../src/content/blog/markdown.ts';
import { blogWords } from '../../../src/content/blogPage.ts';
import { stegaMark } from '../../../src/content/stega.ts';
import { keepCompounds } from '../../../src/components/keepCompounds.tsx';
import { RichText } from '../../../src/components/RichText.tsx';
import { createWindow } from '../../support/dom.ts';

const mark = (path: string) => vercelStegaEncode({ decap: path });
const marks = new RegExp(stegaMark.source, 'gu');

/** Each text node of `html` as read, with the field path its own mark names (none when unmarked). */
function textsOf(html: string): [string, string | undefined][] {
  const { document } = createWindow({ html });
  const walker = document.createTreeWalker(document.body, 4 /* NodeFilter.SHOW_TEXT */);
  const texts: [string, string | undefined][] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent ?? '';
    if (text.replace(marks, '').trim()) texts.push([text.replace(marks, ''), (vercelStegaDecode(text) as { decap?: string } | undefined)?.decap]);
  }
  return texts;
}

describe('click-to-edit marks where the texts are drawn', () => {
  it("give each part of a heading split to keep a compound on one line the heading's mark", () => {
    const html = renderToStaticMarkup(<h2>{keepCompounds(`A full-time executive is too early${mark('problems.cards.3.title')}`)}</h2>);
    assert.deepEqual(textsOf(html), [
      ['A ', 'problems.cards.3.title'],
      ['full-time', 'problems.cards.3.title'],
      [' executive is too early', 'problems.cards.3.title'],
    ]);
  });

  it('give every text of Markdown drawn by the site, a bold word, a link and each list item, its field\'s mark', () => {
    // Marked as Decap marks a Markdown field: after each paragraph.
    const { body } = withClickToEditMarks({ body: 'Start with **one number** and [a plan](/pricing/).\n\n- Shared targets\n- One funnel' }, [{ name: 'body', widget: 'markdown' }]) as { body: string };
    const texts = textsOf(renderToStaticMarkup(<RichText text={body} />));
    assert.deepEqual(
      texts.map(([text]) => text),
      ['Start with ', 'one number', ' and ', 'a plan', '.', 'Shared targets', 'One funnel'],
    );
    assert.ok(texts.every(([, path]) => path === 'body'), JSON.stringify(texts));
  });

  it("give every text of a post's body its mark, and keep the marks out of its headings' anchors", () => {
    const source = '## Why launches stall\n\nMost *launches* fail quietly.\n\n| Stage | Owner |\n| --- | --- |\n| Plan | CMO |';
    const { body } = withClickToEditMarks({ body: source }, [{ name: 'body', widget: 'markdown' }]) as { body: string };
    const marked = renderMarkdown(body, blogWords.article);
    const texts = textsOf(marked.html);
    assert.deepEqual(texts.map(([text]) => text), ['Why launches stall', 'Most ', 'launches', ' fail quietly.', 'Stage', 'Owner', 'Plan', 'CMO']);
    assert.ok(texts.every(([, path]) => path === 'body'), JSON.stringify(texts));
    assert.deepEqual(marked.headings, renderMarkdown(source, blogWords.article).headings);
    assert.equal(marked.html.replace(marks, ''), renderMarkdown(source, blogWords.article).html, 'the page is otherwise the same');
  });

  it('leave a text the entry does not hold unmarked, and the built page without marks', () => {
    assert.deepEqual(textsOf(renderToStaticMarkup(<h2>{keepCompounds('A go-to-market plan')}</h2>)), [
      ['A ', undefined],
      ['go-to-market', undefined],
      [' plan', undefined],
    ]);
    assert.doesNotMatch(renderMarkdown('Plain **text**.', blogWords.article).html, stegaMark);
  });
});

/**
 * Decap's form as it draws it: each field's label is for the id its input or its group's box
 * carries; a list's items in one element after its top bar, each under a bar whose first button folds it.
 */
const form = `
  <div><div><label for="title-field-1">Title</label></div><input id="title-field-1" value="Home"></div>
  <div><div><label for="solution-field-2">The solution</label></div>
    <div id="solution-field-2">
      <div><button>fold</button></div>
      <div>
        <div><div><label for="title-field-3">Title</label></div><input id="title-field-3" value="One revenue engine"></div>
        <div><div><label for="cards-field-4">Cards</label></div>
          <div id="cards-field-4">
            <div><button>fold all</button><button>add</button></div>
            <div>
              <div><div><button>fold</button><button>remove</button></div><div>Shared targets</div>
                <div style="display: none"><div><div><label for="title-field-5">Title</label></div><input id="title-field-5" value="Shared targets"></div></div></div>
              <div><div><button>fold</button><button>remove</button></div><div></div>
                <div><div><div><label for="title-field-6">Title</label></div><input id="title-field-6" value="One funnel"></div></div></div>
            </div>
          </div>
        </div>
      </div>
    </div>
  </div>
  <div><div><label for="paragraphs-field-7">Paragraphs</label></div>
    <div id="paragraphs-field-7">
      <div><button>fold all</button></div>
      <div>
        <div><div><button>fold</button></div><div><div><div><label for="item-field-8">Paragraph</label></div><textarea id="item-field-8">First</textarea></div></div></div>
        <div><div><button>fold</button></div><div><div><div><label for="item-field-9">Paragraph</label></div><textarea id="item-field-9">Second</textarea></div></div></div>
      </div>
    </div>
  </div>
  <div><div><label for="body-field-10">Article</label></div><div><div contenteditable="true">Body</div></div></div>`;

describe("a click's path in Decap's form", () => {
  const { document } = createWindow({ html: form });
  const idAt = (path: string) => fieldElement(document as unknown as Document, path)?.id;

  it("leads to a group's own field, not to a field of the same name in a list inside it", () => {
    assert.equal(idAt('solution.title'), 'title-field-3');
    assert.equal(idAt('title'), 'title-field-1');
  });

  it("leads through a list to its item's field, folded or not, and to an item of a list of single values", () => {
    assert.equal(idAt('solution.cards.0.title'), 'title-field-5');
    assert.equal(idAt('solution.cards.1.title'), 'title-field-6');
    assert.equal(idAt('paragraphs.1'), 'item-field-9');
  });

  it("leads to a rich text's control, which has no id of its own, and to nothing for a path the form lacks", () => {
    assert.equal(fieldElement(document as unknown as Document, 'body')?.querySelector('[contenteditable]')?.textContent, 'Body');
    assert.equal(idAt('solution.cards.2.title'), undefined);
    assert.equal(idAt('founder'), undefined);
  });
});
