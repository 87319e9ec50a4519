/**
 * Under `npm run cms`, a rebuild that fails (a file changed outside the editor, say) is shown in
 * the editor until a build succeeds: which entry and field, in the form's words, and that visitors
 * still see the last good site. The dev server sends each build's outcome as the `build` event of
 * `/__dev/events` (scripts/dev.ts); in production the host's deploy notifications say it (docs/editor.md).
 */
import type { ContentIssue } from '../../content/contentIssues.ts';
import { pagesFolder } from '../../content/blockPages.ts';
import { colours } from '../../styles/theme.ts';
import { articleEntries, documentEntries, pagesCollectionName, serviceCollectionName } from '../contentCollections.ts';
import type { CmsField } from '../cmsField.ts';
import { inOwnersWords } from './fieldNames.ts';
import { escape } from './previewError.ts';
import type { ContentSnapshot } from './snapshot.ts';

/** The problems a failed build printed, one per `  file: field: reason` line. */
export function printedIssues(printed: string): ContentIssue[] {
  return [...printed.matchAll(/^ {2}(src\/\S+): (\S+): (.+)$/gm)].map(([, file = '', field = '', reason = '']) => ({ file, field, reason }));
}

/** The editor's entry a content file is (by its preview's name), how the owner knows it, and its data as last built. */
function entryOf(file: string, snapshot: ContentSnapshot): { name: string; label: string; data: unknown } | undefined {
  const relative = file.replace(/^src\/content\//, '');
  const data = snapshot.files[relative] as Record<string, unknown> | undefined;
  const named = [...documentEntries, ...articleEntries].find((entry) => entry.file === relative);
  if (named) return { name: named.name, label: `“${named.label}”`, data };
  if (relative.startsWith('services/')) return { name: serviceCollectionName, label: `the service “${String(data?.menuLabel ?? relative)}”`, data };
  if (relative.startsWith(`${pagesFolder}/`)) return { name: pagesCollectionName, label: `the page “${String(data?.title ?? relative)}”`, data };
  const post = snapshot.collection.posts.find((candidate) => candidate.file === file);
  if (relative.startsWith('posts/')) return { name: 'posts', label: `the post “${post?.title ?? relative}”`, data: post };
  if (relative === 'data/pricing.yml') return { name: 'pricing', label: '“Plans, add-ons and FAQs”', data };
  if (relative === 'data/site.yml') return { name: 'identity', label: '“Firm identity and contacts”', data };
  return undefined;
}

/** Each problem of a failed build as a line the owner reads: the entry, the field as the form labels it, the reason. */
export function failureLines(printed: string, snapshot: ContentSnapshot, fieldsByName: ReadonlyMap<string, readonly CmsField[]>): string[] {
  const issues = printedIssues(printed);
  // Not a content problem (a code change, say): the build's own first lines.
  if (issues.length === 0) return printed.split('\n').filter(Boolean).slice(0, 6);
  return issues.map((issue) => {
    const entry = entryOf(issue.file, snapshot);
    const { field, reason } = inOwnersWords([issue], entry && fieldsByName.get(entry.name), entry?.data)[0]!;
    return `In ${entry?.label ?? issue.file}, ${field}: ${reason}`;
  });
}

/** Shows the last build's failure at the foot of the editor, or takes it away (null). */
function show(lines: readonly string[] | null): void {
  document.querySelector('[data-build-failure]')?.remove();
  if (!lines) return;
  const panel = document.createElement('section');
  panel.setAttribute('role', 'alert');
  panel.dataset.buildFailure = '';
  panel.setAttribute('style', `position:fixed;inset:auto 1rem 1rem auto;max-width:44rem;max-height:40vh;overflow:auto;z-index:1000;padding:1rem 1.25rem;border:2px solid ${colours.danger};border-radius:8px;background:${colours.dangerSoft};color:${colours.dangerInk};font:15px/1.5 system-ui,sans-serif;box-shadow:0 8px 24px rgb(0 0 0 / .15)`);
  panel.innerHTML = `<h2 style="margin:0 0 .25rem;font-size:1.05rem">The site could not be rebuilt with the latest change</h2><p style="margin:0 0 .5rem">Visitors still see the last good version. Correct what is named below and save; this message goes once the site has rebuilt.</p><ul style="margin:0;padding-left:1.25rem">${lines.map((line) => `<li>${escape(line)}</li>`).join('')}</ul>`;
  document.body.append(panel);
}

/** On the owner's machine (the local backend's editor), follows the dev server's builds. */
export function followBuilds(snapshot: ContentSnapshot, fieldsByName: ReadonlyMap<string, readonly CmsField[]>): void {
  if (!['localhost', '127.0.0.1', '[::1]'].includes(location.hostname)) return;
  new EventSource('/__dev/events').addEventListener('build', (event) => {
    const { failure } = JSON.parse((event as MessageEvent<string>).data) as { failure: string | null };
    show(failure === null ? null : failureLines(failure, snapshot, fieldsByName));
  });
}
