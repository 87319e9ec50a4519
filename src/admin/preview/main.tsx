/**
 * The editor's preview pane, as the site draws its pages: for each entry Decap shows, the matching
 * page rendered by our components to static markup (react-dom/server; Decap keeps its own React,
 * which only receives the markup) and styled by the site's own stylesheet. A value the build would
 * refuse shows its file, field and reason in the pane, as the build would name them. Every text
 * carries its click-to-edit mark, a block's too (clickToEditMarks.ts). On save, a renamed entry
 * keeps its old address (oldUrlNames.ts).
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { registerImages, type ResponsiveImage } from '../../components/Picture.tsx';
import { ContentError } from '../../content/contentIssues.ts';
import { withClickToEditMarks, type MarkedField } from './clickToEditMarks.ts';
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
    registerPreviewStyle(url: string): void;
    registerPreviewTemplate(name: string, component: (props: PreviewProps) => unknown): void;
    registerEventListener(listener: { name: 'preSave'; handler: (event: { entry: DecapEntry }) => unknown }): void;
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

function markupOf(template: PreviewTemplate, data: unknown): string {
  try {
    return renderToStaticMarkup(template(data));
  } catch (error) {
    return previewError(error instanceof ContentError ? error.issues : [{ file: '', field: '', reason: error instanceof Error ? error.message : String(error) }]);
  }
}

// Registered before Decap first draws a pane: the pages' components are in this bundle, so loading them takes a tick.
void previewTemplates().then((templates) => {
  for (const [name, template] of Object.entries(templates)) {
    CMS.registerPreviewTemplate(name, ({ entry, fields, collection }) => {
      const data = collection.getIn(['editor', 'visualEditing']) ? withClickToEditMarks(entry.get('data').toJS(), fields.toJS()) : entry.get('data').toJS();
      return h('div', { dangerouslySetInnerHTML: { __html: markupOf(template, data) } });
    });
  }
});

CMS.registerEventListener({ name: 'preSave', handler: ({ entry }) => recordOldUrlNames(entry, snapshot) });
