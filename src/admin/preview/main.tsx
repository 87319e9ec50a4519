/**
 * The editor's preview pane, as the site draws its pages: for each entry Decap shows, the matching
 * page rendered by our components to static markup (react-dom/server; Decap keeps its own React,
 * which only receives the markup) and styled by the site's own stylesheet. A value the build would
 * refuse (entryCheck.ts) shows each field, by its label in the form, and what is wrong with it in
 * the pane, and Save and Publish refuse it. Every text carries its click-to-edit mark, a block's too
 * (clickToEditMarks.ts), and a click on it focuses its field (clickToEdit.ts). On save, a renamed
 * entry keeps its old address (oldUrlNames.ts). Under `npm run cms`, a rebuild that fails anyway is
 * shown until one succeeds (buildFailure.ts). The editor's page itself: the preview drawn at a
 * desktop's width (editorLayout.ts), icons offered with their pictures (iconWidget.ts), a Duplicate button on
 * each item of a list (duplicateInLists.ts), no Delete on the site's own pages (keptPages.ts).
 */
import './editorLayout.ts';
import './iconWidget.ts';
import './duplicateInLists.ts';
import './keptPages.ts';
import { registerImages, type ResponsiveImage } from '../../components/Picture.tsx';
import { ContentError, type ContentIssue } from '../../content/contentIssues.ts';
import { onPreviewClick, onPreviewPointerMove, pointedStyle } from './clickToEdit.ts';
import { withClickToEditMarks, type MarkedField } from './clickToEditMarks.ts';
import { withoutStega } from '../../content/stega.ts';
import { followBuilds } from './buildFailure.ts';
import { scheduledWords, showScheduled } from './scheduledNotice.ts';
import { checkedMarkup, redirectsIssues, refusal, sitePagesOf } from './entryCheck.ts';
// The date fields' control, registered before Decap draws a form.
import './dayWidget.ts';
import { editorFields, inOwnersWords } from './fieldNames.ts';
import { pagesLinkingTo } from './linkedFrom.ts';
import { linkedFromWidget } from '../linkedFromField.ts';
import { recordOldUrlNames, type DecapEntry } from './oldUrlNames.ts';
import { previewError } from './previewError.ts';
import { CMS, h, type ControlProps, type PreviewProps } from './decapGlobals.ts';
import { latestSnapshot, snapshot } from './snapshot.ts';
import { previewTemplates, type PreviewTemplate } from './templates.tsx';

// An image uploaded in the editor is not in the build's manifest yet: it shows as uploaded, at the covers' size.
registerImages(
  new Proxy(snapshot.images, {
    get: (images, src: string): ResponsiveImage => images[src] ?? { src, width: 1600, height: 900, sources: [] },
  }),
);

const stylesheet = document.currentScript?.dataset.siteStylesheet;
if (stylesheet) CMS.registerPreviewStyle(stylesheet);
CMS.registerPreviewStyle(pointedStyle, { raw: true });

let site = sitePagesOf(snapshot.pages);

const fieldsByName = editorFields();
followBuilds(snapshot, fieldsByName);

/** What is wrong with entry `name` drawn by `template`, as the build would refuse it but in the form's words (none when it would take it). */
function problemsOf(name: string, template: PreviewTemplate, data: unknown, file?: string): { markup: string; issues?: undefined } | { issues: readonly ContentIssue[] } {
  try {
    return { markup: checkedMarkup(template, data, site, file) };
  } catch (error) {
    const issues = error instanceof ContentError ? error.issues : [{ file: '', field: '', reason: error instanceof Error ? error.message : String(error) }];
    return { issues: inOwnersWords(issues, fieldsByName.get(name), withoutStega(data).clean) };
  }
}

// Registered before Decap first draws a pane: the pages' components are in this bundle, so loading them takes a tick.
const templatesLoaded = previewTemplates();
void templatesLoaded.then((templates) => {
  for (const [name, template] of Object.entries(templates)) {
    CMS.registerPreviewTemplate(name, ({ entry, fields, collection }: PreviewProps<MarkedField>) => {
      const data = collection.getIn(['editor', 'visualEditing']) ? withClickToEditMarks(entry.get('data').toJS(), fields.toJS()) : entry.get('data').toJS();
      const drawn = problemsOf(name, template, data, entry.get('path'));
      return h('div', { dangerouslySetInnerHTML: { __html: drawn.issues ? previewError(drawn.issues) : drawn.markup }, onClickCapture: onPreviewClick, onMouseMove: onPreviewPointerMove });
    });
  }
});

// The pages that link to the entry's page, after its old URL names (linkedFrom.ts).
CMS.registerWidget(linkedFromWidget, ({ entry, forID, classNameWrapper }: ControlProps<unknown>) => {
  const pages = pagesLinkingTo(entry.get('path'), snapshot);
  if (pages.length === 0) return h('p', { id: forID, className: classNameWrapper, children: 'No page of the site links here.' });
  const items = pages.map(({ path, title }) => h('li', { key: path, children: h('a', { href: path, target: '_blank', rel: 'noopener', children: `${title} (${path})` }) }));
  return h('ul', { id: forID, className: classNameWrapper, children: items });
});

/** Refuses to save or publish an entry the build would refuse, naming each problem (the identity settings are left to their fields' own checks). */
async function refuseWhatTheBuildWould(entry: DecapEntry, action: 'saved' | 'published'): Promise<void> {
  const templates = await templatesLoaded;
  const latest = await latestSnapshot();
  site = sitePagesOf(latest.pages);
  if (entry.get('collection') === 'settings' && entry.get('slug') === 'redirects') {
    const data = entry.get('data').toJS();
    const published = (latest.files['data/redirects.yml'] as { redirects?: { from: string }[] } | undefined)?.redirects ?? [];
    const issues = redirectsIssues(data, published, site);
    if (issues.length > 0) throw refusal(action, inOwnersWords(issues, fieldsByName.get('redirects'), data));
    return;
  }
  // A folder collection's preview goes by the collection's name, a file's by the file entry's.
  const name = [entry.get('collection') ?? '', entry.get('slug') ?? ''].find((candidate) => candidate in templates);
  const template = name === undefined ? undefined : templates[name];
  if (name === undefined || !template) return;
  const drawn = problemsOf(name, template, entry.get('data').toJS(), entry.get('path'));
  if (drawn.issues) throw refusal(action, drawn.issues);
}

CMS.registerEventListener({
  name: 'preSave',
  handler: async ({ entry }) => {
    await refuseWhatTheBuildWould(entry, 'saved');
    return recordOldUrlNames(entry, snapshot);
  },
});
CMS.registerEventListener({ name: 'prePublish', handler: ({ entry }) => refuseWhatTheBuildWould(entry, 'published') });
CMS.registerEventListener({
  name: 'postPublish',
  handler: ({ entry }) => {
    const words = scheduledWords(entry.get('data').toJS() as Record<string, unknown>, new Date());
    if (words) showScheduled(words, entry.get('slug') ?? '', document);
  },
});
