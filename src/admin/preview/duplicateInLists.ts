/**
 * Decap's list with a Duplicate button on each item's bar (a block, a card, a question): owners of
 * Webflow or WordPress pages copy a section to make the next one, and Decap's list can only add an
 * empty item. It is Decap's own list control, extended: its items, their folding and dragging stay
 * Decap's, and the copy lands right under its original, unfolded, with an anchor of its own.
 */
import { isTopOfPage } from '../../blocks/library.ts';
import { CMS, h } from './decapGlobals.ts';
import { copyOf } from './listItemCopy.ts';

/** An Immutable List as Decap hands it to a list's control. */
interface ImmutableItems {
  size: number;
  get(index: number): unknown;
  insert(index: number, item: unknown): ImmutableItems;
  some(test: (item: unknown) => boolean): boolean;
}

/** A block's kind, from the Immutable Map Decap holds it in; nothing for an item of another list (a tag is a string). */
const kindOf = (item: unknown): unknown => (typeof item === 'object' && item !== null && 'get' in item && typeof item.get === 'function' ? item.get('kind') : undefined);

/** A React element of Decap's React, whose parts are copied into a new one. */
interface DecapElement {
  type: unknown;
  key: string | null;
  props: { children?: unknown } & Record<string, unknown>;
}

interface ListProps {
  value?: ImmutableItems;
  onChange(value: ImmutableItems): void;
  field: { get(key: string, fallback?: unknown): unknown };
}

/** The parts of Decap's list control (decap-cms-widget-list's ListControl) its extension uses. */
interface ListControl {
  props: ListProps;
  state: { keys: string[]; itemsCollapsed: boolean[] };
  setState(state: Partial<ListControl['state']>): void;
  renderItem(item: unknown, index: number): DecapElement;
}

const sheet = new CSSStyleSheet();
sheet.replaceSync(`
.list-item-bar { position: relative; }
.list-item-duplicate { position: absolute; top: 2px; right: 40px; height: 22px; padding: 0 8px; border: 0; border-radius: 4px; background: transparent; color: rgb(49 90 173); font: 600 12px/22px system-ui, sans-serif; cursor: pointer; }
.list-item-duplicate:hover { background: rgb(58 105 199 / 12%); }
.list-item-duplicate:focus-visible { outline: 2px solid rgb(58 105 199); outline-offset: 1px; }
`);
document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];

const Decaps = CMS.getWidget('list');
const DecapListControl = Decaps.control as new (props: ListProps) => ListControl;

class DuplicatingListControl extends DecapListControl {
  constructor(props: ListProps) {
    super(props);
    const renderItem = this.renderItem;
    this.renderItem = (item, index) => this.withDuplicate(renderItem(item, index), index, !isTopOfPage(kindOf(item)));
  }

  /** Another item may be added: the list allows adding and is below its most. */
  canAdd(): boolean {
    const { field, value } = this.props;
    const most = field.get('max');
    return field.get('allow_add', true) !== false && (typeof most !== 'number' || (value?.size ?? 0) < most);
  }

  /**
   * The item's element, its bar (the one part with the fold and remove buttons) joined by the
   * Duplicate button, unless it is a page's top (a page has one, and a copy would be refused); the
   * bar's icon buttons get names (Decap's have none), which a screen reader reads and the fold
   * button's state with them.
   */
  withDuplicate(element: DecapElement, index: number, copyable: boolean): DecapElement {
    const singular = String(this.props.field.get('label_singular') ?? this.props.field.get('label') ?? 'item').toLowerCase();
    const folded = this.state.itemsCollapsed[index] ?? false;
    const named = (wrapper: HTMLElement | null) => {
      const bar = wrapper?.firstElementChild;
      if (!bar) return;
      const [fold, ...others] = bar.querySelectorAll(':scope > button');
      fold?.setAttribute('aria-label', `Fields of this ${singular}`);
      fold?.setAttribute('aria-expanded', String(!folded));
      others.at(-1)?.setAttribute('aria-label', `Remove this ${singular}`);
      bar.querySelector('[aria-roledescription="sortable"]')?.setAttribute('aria-label', `Move this ${singular}`);
    };
    const button = copyable && this.canAdd()
      ? h('button', { type: 'button', className: 'list-item-duplicate', 'aria-label': `Duplicate this ${singular}`, onClick: (event: Event) => this.duplicate(index, event) }, 'Duplicate')
      : null;
    const children = ([] as unknown[]).concat(element.props.children).map((child) => {
      const isBar = typeof child === 'object' && child !== null && 'props' in child && 'onRemove' in (child as DecapElement).props;
      return isBar ? h('div', { className: 'list-item-bar', ref: named }, child, button) : child;
    });
    const { children: _children, ...props } = element.props;
    return h(element.type as string, { ...props, key: element.key }, ...children) as DecapElement;
  }

  duplicate(index: number, event: Event): void {
    event.preventDefault();
    const { value, onChange } = this.props;
    if (!value) return;
    const keys = [...this.state.keys];
    keys.splice(index + 1, 0, crypto.randomUUID());
    const itemsCollapsed = [...this.state.itemsCollapsed];
    itemsCollapsed.splice(index + 1, 0, false);
    this.setState({ keys, itemsCollapsed });
    onChange(value.insert(index + 1, copyOf(value.get(index), value)));
  }
}

// Registered under Decap's own name, with its preview and config schema, so every list of the editor has it.
CMS.registerWidget('list', DuplicatingListControl, Decaps.preview, Decaps.schema);
