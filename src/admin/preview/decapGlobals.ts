/**
 * What Decap puts on window (its registry, its React's createElement and create-react-class) and
 * what it gives a field's control: the types the editor's own widgets and previews are written against.
 */
import type { DecapEntry } from './oldUrlNames.ts';

/** What Decap gives a field's control; `field` is its Immutable config, read option by option. */
export interface ControlProps<Field> {
  value?: string;
  onChange(value: string): void;
  forID: string;
  classNameWrapper: string;
  setActiveStyle(): void;
  setInactiveStyle(): void;
  field: Field;
  entry: { get(key: 'path'): string | undefined };
}

/** What a preview template is given: the entry, its collection's fields and editor options (Immutable). */
export interface PreviewProps<Field> {
  entry: { get(key: 'data'): { toJS(): unknown }; get(key: 'path'): string | undefined };
  fields: { toJS(): Field[] };
  collection: { getIn(path: ['editor', 'visualEditing']): boolean | undefined };
}

interface DecapGlobals {
  CMS: {
    registerWidget(name: string, control: unknown, preview?: unknown, schema?: unknown): void;
    /** A registered widget: its control, preview and config schema (Decap's own, such as `list`). */
    getWidget(name: string): { control: unknown; preview: unknown; schema: unknown };
    registerPreviewStyle(style: string, options?: { raw: boolean }): void;
    registerPreviewTemplate<Field>(name: string, component: (props: PreviewProps<Field>) => unknown): void;
    registerEventListener(listener: { name: 'preSave' | 'prePublish' | 'postPublish'; handler: (event: { entry: DecapEntry }) => unknown }): void;
  };
  h: (type: string, props: Record<string, unknown> | null, ...children: unknown[]) => unknown;
  /** create-react-class: `this` in the spec's methods is the control. */
  createClass<Control>(spec: ThisType<Control> & Record<string, unknown>): unknown;
}

export const { CMS, h, createClass } = window as unknown as Window & DecapGlobals;
