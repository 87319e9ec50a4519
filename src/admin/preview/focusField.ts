/**
 * Puts the cursor in the editor's field at a click-to-edit path (`blocks.2.items.0.answer`), unfolding
 * the list items and groups it sits in and scrolling it into view. Decap's own focus goes by each
 * group's table of its fields by name, where a field of a nested list (a card's `title`) takes the
 * place of the group's own field of that name (the section's `title`): a click on a section's title
 * focused a card's, often folded away or off screen. Decap's form is read instead, as the owner sees
 * it: each field's label is for the id `<name>-field-<n>` Decap gives it, which its input, or its
 * group's or list's box, carries.
 */

const fieldIdPattern = /-field-\d+$/;

/** The field element (input, text area, group or list box) holding `element`, or none at the form's top. */
function ownerField(element: Element): Element | null {
  for (let parent = element.parentElement; parent; parent = parent.parentElement) if (fieldIdPattern.test(parent.id)) return parent;
  return null;
}

/** The fields drawn directly in `scope` (not inside a nested field) of the list or group `owner`, by the label Decap gives each. */
function directLabels(scope: ParentNode, owner: Element | null): HTMLLabelElement[] {
  return [...scope.querySelectorAll('label')].filter((label) => fieldIdPattern.test(label.htmlFor) && ownerField(label) === owner);
}

/** A field's own element: its input, text area or box, which carries its id; a rich text's has none, only the control around its label. */
const fieldOf = (label: HTMLLabelElement): Element | null => label.ownerDocument.getElementById(label.htmlFor) ?? label.parentElement?.parentElement ?? null;

/** The items of the list whose box is `list`, in order: Decap draws them in one element after the list's top bar. */
function listItems(list: Element): Element[] {
  return list.children.length > 1 ? [...(list.lastElementChild?.children ?? [])] : [];
}

/** The element of the field at `path` in Decap's form: a field by its name, a list's item by its number, a list of single values' item by its one field. */
export function fieldElement(form: ParentNode, path: string): Element | undefined {
  let owner: Element | null = null;
  let scope: ParentNode = form;
  for (const step of path.split('.')) {
    const items = owner ? listItems(owner) : [];
    if (items.length > 0 && /^\d+$/.test(step)) {
      const item = items[Number(step)];
      if (!item) return undefined;
      scope = item;
      continue;
    }
    const label: HTMLLabelElement | undefined = directLabels(scope, owner).find((candidate) => candidate.htmlFor.replace(fieldIdPattern, '') === step);
    const field: Element | null | undefined = label && fieldOf(label);
    if (!field) return undefined;
    owner = field;
    scope = field;
  }
  // An item of a list of single values (a paragraph of a list of them) is its one field.
  if (scope === owner) return owner ?? undefined;
  const [only] = directLabels(scope, owner);
  return (only && fieldOf(only)) ?? undefined;
}

/** The button that unfolds `hidden` (a folded list item, or a folded group's fields): the first of the top bar drawn before it. */
function unfoldButton(hidden: Element): HTMLElement | null {
  for (let sibling = hidden.previousElementSibling; sibling; sibling = sibling.previousElementSibling) {
    const button = sibling.querySelector('button');
    if (button) return button;
  }
  return null;
}

/** The outermost folded box around `element`, if any. */
function outermostHidden(element: Element): Element | undefined {
  let hidden: Element | undefined;
  for (let node: Element | null = element; node; node = node.parentElement) if (getComputedStyle(node).display === 'none') hidden = node;
  return hidden;
}

/** The editable element of a field: the input or text area itself, or a rich text's editing area. */
function editable(field: Element): HTMLElement | undefined {
  if (field.matches('input, textarea, select, [contenteditable="true"]')) return field as HTMLElement;
  const inside = field.querySelector('[contenteditable="true"], textarea, input');
  return inside instanceof HTMLElement ? inside : undefined;
}

/** Unfolds, scrolls to and focuses the field at `path` in the editor's form; false when the form has no such field. */
export async function focusField(form: Document, path: string): Promise<boolean> {
  const field = fieldElement(form, path);
  if (!field) return false;
  // Each unfolding draws the folded box's fields; a box inside another unfolds on the next turn.
  for (let hidden = outermostHidden(field); hidden; hidden = outermostHidden(field)) {
    const button = unfoldButton(hidden);
    if (!button) return false;
    button.click();
    await new Promise((resolve) => requestAnimationFrame(resolve));
    if (outermostHidden(field) === hidden) return false;
  }
  const target = editable(field);
  if (!target) return false;
  target.scrollIntoView({ block: 'center' });
  target.focus({ preventScroll: true });
  return true;
}
