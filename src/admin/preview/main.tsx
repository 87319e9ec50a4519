/**
 * The editor's preview pane, as the site draws its pages: for each entry Decap shows, the matching
 * page rendered by our components to static markup (react-dom/server; Decap keeps its own React,
 * which only receives the markup) and styled by the site's own stylesheet. A value the build would
 * refuse (entryCheck.ts) shows its file, field and reason in the pane, as the build would name them,
 * and Save and Publish refuse it. Every text carries its click-to-edit mark, a block's too
 * (clickToEditMarks.ts), and a click on it focuses its field (clickToEdit.ts). On save, a renamed entry keeps its old address (oldUrlNames.ts).
 */
import { registerImages, type ResponsiveImage } from '../../components/Picture.tsx';
import { ContentError, type ContentIssue } from '../../content/contentIssues.ts';
import { onPreviewClick, onPreviewPointerMove, pointedStyle } from './clickToEdit.ts';
import { withClickToEditMarks, type MarkedField } from './clickToEditMarks.ts';
import { checkedMarkup, refusal, sitePagesOf } from './entryCheck.ts';
import { recordOldUrlNames, type DecapEntry } from './oldUrlNames.ts';
import { previewError } from './previewError.ts';
import { snapshot } from './snapshot.ts';
import { previewTemplates, type PreviewTemplate } from './templates.tsx';

/** What a preview template is given: the entry, its collection's fields and editor options (Immutable). */
interface PreviewProps {
  entry: { get(key: 'data'): { toJS(): unknown } };
  fields: { toJS(): MarkedField[] };
  collection: { getIn(path: ['editor', 'visualEditing']): boolean | undefined };
}

/** What Decap puts on window: its registry, and its React's createElement. */
interface DecapGlobals {
  CMS: {
    registerPreviewStyle(style: string, options?: { raw: boolean }): void;
    registerPreviewTemplate(name: string, component: (props: PreviewProps) => unknown): void;
    registerEventListener(listener: { name: 'preSave' | 'prePublish'; handler: (event: { entry: DecapEntry }) => unknown }): void;
  };
  h: (type: string, props: Record<string, unknown>) => unknown;
}

const { CMS, h } = window as unknown as Window & DecapGlobals;

// An image uploaded in the editor is not in the build's manifest yet: it shows as uploaded, at the covers' size.
registerImages(
  new Proxy(snapshot.images, {
    get: (images, src: string): ResponsiveImage => images[src] ?? { src, width: 1600, height: 900, sources: [] },
  }),
);

const stylesheet = document.currentScript?.dataset.siteStylesheet;
if (stylesheet) CMS.registerPreviewStyle(stylesheet);
CMS.registerPreviewStyle(pointedStyle, { raw: true });

const site = sitePagesOf(snapshot.pages);

/** What is wrong with an entry drawn by `template`, as the build would say it (none when it would take it). */
function problemsOf(template: PreviewTemplate, data: unknown): { markup: string; issues?: undefined } | { issues: readonly ContentIssue[] } {
  try {
    return { markup: checkedMarkup(template, data, site) };
  } catch (error) {
    return { issues: error instanceof ContentError ? error.issues : [{ file: '', field: '', reason: error instanceof Error ? error.message : String(error) }] };
  }
}

function markupOf(template: PreviewTemplate, data: unknown): string {
  const drawn = problemsOf(template, data);
  return drawn.issues ? previewError(drawn.issues) : drawn.markup;
}

// Registered before Decap first draws a pane: the pages' components are in this bundle, so loading them takes a tick.
const templatesLoaded = previewTemplates();
void templatesLoaded.then((templates) => {
  for (const [name, template] of Object.entries(templates)) {
    CMS.registerPreviewTemplate(name, ({ entry, fields, collection }) => {
      const data = collection.getIn(['editor', 'visualEditing']) ? withClickToEditMarks(entry.get('data').toJS(), fields.toJS()) : entry.get('data').toJS();
      return h('div', { dangerouslySetInnerHTML: { __html: markupOf(template, data) }, onClickCapture: onPreviewClick, onMouseMove: onPreviewPointerMove });
    });
  }
});

/** Refuses to save or publish an entry the build would refuse, naming each problem (a settings entry without a preview is left to its fields' own checks). */
async function refuseWhatTheBuildWould(entry: DecapEntry, action: 'saved' | 'published'): Promise<void> {
  const templates = await templatesLoaded;
  // A folder collection's preview goes by the collection's name, a file's by the file entry's.
  const template = templates[entry.get('collection') ?? ''] ?? templates[entry.get('slug') ?? ''];
  if (!template) return;
  const drawn = problemsOf(template, entry.get('data').toJS());
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
