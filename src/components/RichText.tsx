import { Lexer, type Token, type Tokens } from 'marked';
import type { ReactNode } from 'react';
import { splitStega } from '../content/stega.ts';

// Plain Markdown: GitHub's flavour would turn every bare address and e-mail in the prose into a link.
const options = { gfm: false };

/**
 * Owner-written Markdown as the site's own markup: paragraphs and lists as <p>, <ul>, <ol>, and
 * inside them **bold**, *italic*, `code` and [links](/contact-us/) (a link off the site opens a new
 * tab). Rendered by React, so the text is escaped like any other; what the subset lacks (a
 * heading, raw HTML) shows as its plain text. In the editor's preview each text drawn, a bold word
 * or a list item, carries the source's click-to-edit mark (`mark`, stega.ts).
 */
function inline(tokens: readonly Token[] = [], mark: string): ReactNode[] {
  return tokens.map((token, index) => {
    switch (token.type) {
      case 'strong':
        return <strong key={index}>{inline((token as Tokens.Strong).tokens, mark)}</strong>;
      case 'em':
        return <em key={index}>{inline((token as Tokens.Em).tokens, mark)}</em>;
      case 'codespan':
        return <code key={index}>{(token as Tokens.Codespan).text + mark}</code>;
      case 'br':
        return <br key={index} />;
      case 'link': {
        const link = token as Tokens.Link;
        const external = /^https?:\/\//.test(link.href);
        return (
          <a key={index} href={link.href} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
            {inline(link.tokens, mark)}
          </a>
        );
      }
      case 'text':
        return 'tokens' in token && token.tokens ? inline(token.tokens, mark) : (token as Tokens.Text).text + mark;
      case 'escape':
        return (token as Tokens.Escape).text + mark;
      default:
        return token.raw + mark;
    }
  });
}

/** One text with inline Markdown (no paragraphs), for a sentence inside other markup. */
export function InlineText({ text: marked }: { text: string }) {
  const { text, mark } = splitStega(marked);
  return <>{inline(Lexer.lexInline(text, options), mark)}</>;
}

/** Paragraphs and lists of Markdown. */
export function RichText({ text: marked }: { text: string }) {
  const { text, mark } = splitStega(marked);
  return (
    <>
      {Lexer.lex(text, options).map((token, index) => {
        switch (token.type) {
          case 'space':
            return null;
          case 'paragraph':
            return <p key={index}>{inline((token as Tokens.Paragraph).tokens, mark)}</p>;
          case 'list': {
            const list = token as Tokens.List;
            const items = list.items.map((item, itemIndex) => <li key={itemIndex}>{inline(item.tokens, mark)}</li>);
            return list.ordered ? <ol key={index}>{items}</ol> : <ul key={index}>{items}</ul>;
          }
          default:
            return <p key={index}>{token.raw.trim() + mark}</p>;
        }
      })}
    </>
  );
}
