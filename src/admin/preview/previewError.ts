import type { ContentIssue } from '../../content/contentIssues.ts';
import { colours } from '../../styles/theme.ts';

/** `text` as HTML shows it, for the editor's messages written as markup. */
export const escape = (text: string) => text.replace(/[&<>"]/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * The preview pane's message for an entry the site cannot show yet: each problem with its field as
 * the form labels it and what to do (fieldNames.ts). Plain markup with its own inline styles, so it
 * reads the same whatever the site's stylesheet says.
 */
export function previewError(issues: readonly ContentIssue[]): string {
  const items = issues.map((issue) => `<li>${issue.field ? `<strong>${escape(issue.field)}</strong>: ` : ''}${escape(issue.reason)}</li>`).join('');
  return `<section role="alert" data-preview-error="" style="margin:2rem;padding:1.5rem;border:2px solid ${colours.danger};border-radius:8px;background:${colours.dangerSoft};color:${colours.dangerInk};font:16px/1.5 system-ui,sans-serif"><h1 style="margin:0 0 .75rem;font-size:1.25rem">The site cannot show this yet</h1><ul style="margin:0;padding-left:1.25rem">${items}</ul></section>`;
}
