import { Lexer, type Token, type Tokens } from 'marked';
import type { ReactNode } from 'react';

// Plain Markdown: GitHub's flavour would turn every bare address and e-mail in the prose into a link.
const options = { gfm: false };

/**
 * Owner-written Markdown as the site's own markup: paragraphs and lists as <p>, <ul>, <ol>, and
 * inside them **bold**, *italic*, `code` and [links](/contact-us/) (a link off the site opens a new
 * tab). Rendered by React, so the text is escaped like any other; what the subset lacks (a
 * heading, raw HTML) shows as its plain text.
 */
function inline(tokens: readonly Token[] = []): ReactNode[] {
  return tokens.map((token, index) => {
    switch (token.type) {
      case 'strong':
        return <strong key={index}>{inline((token as Tokens.Strong).tokens)}</strong>;
      case 'em':
        return <em key={index}>{inline((token as Tokens.Em).tokens)}</em>;
      case 'codespan':
        return <code key={index}>{(token as Tokens.Codespan).text}</code>;
      case 'br':
        return <br key={index} />;
      case 'link': {
        const link = token as Tokens.Link;
        const external = /^https?:\/\//.test(link.href);
        return (
          <a key={index} href={link.href} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
            {inline(link.tokens)}
          </a>
        );
      }
      case 'text':
        return 'tokens' in token && token.tokens ? inline(token.tokens) : (token as Tokens.Text).text;
      case 'escape':
        return (token as Tokens.Escape).text;
      default:
        return token.raw;
    }
  });
}

/** One text with inline Markdown (no paragraphs), for a sentence inside other markup. */
export function InlineText({ text }: { text: string }) {
  return <>{inline(Lexer.lexInline(text, options))}</>;
}

/** Paragraphs and lists of Markdown. */
export function RichText({ text }: { text: string }) {
  return (
    <>
      {Lexer.lex(text, options).map((token, index) => {
        switch (token.type) {
          case 'space':
            return null;
          case 'paragraph':
            return <p key={index}>{inline((token as Tokens.Paragraph).tokens)}</p>;
          case 'list': {
            const list = token as Tokens.List;
            const items = list.items.map((item, itemIndex) => <li key={itemIndex}>{inline(item.tokens)}</li>);
            return list.ordered ? <ol key={index}>{items}</ol> : <ul key={index}>{items}</ul>;
          }
          default:
            return <p key={index}>{token.raw.trim()}</p>;
        }
      })}
    </>
  );
}
