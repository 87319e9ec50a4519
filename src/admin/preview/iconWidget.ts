/**
 * The editor's icon field: each of the site's icons offered with its picture and in words ("Badge
 * check", not `badgeCheck`), as radio buttons in a disclosure whose summary shows the icon chosen.
 * Decap's select can show words only; this is its registered widget `icon` (schemaFields.ts).
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Icon } from '../../components/Icon.tsx';
import type { IconName } from '../../components/icons.ts';
import { CMS, createClass, h, type ControlProps } from './decapGlobals.ts';

type IconProps = ControlProps<{ get(key: 'label'): string; get(key: 'options'): { toJS(): IconName[] } }>;


/** `badgeCheck` as the owner reads it: "Badge check". */
const iconWords = (name: string): string => {
  const words = name.replace(/[A-Z]/g, (letter) => ` ${letter.toLowerCase()}`);
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const pictures = new Map<string, string>();
/** The icon drawn as the site draws it, once per name. */
function picture(name: string): unknown {
  if (!pictures.has(name)) pictures.set(name, renderToStaticMarkup(createElement(Icon, { name: name as IconName })));
  return h('span', { className: 'icon-choice-picture', dangerouslySetInnerHTML: { __html: pictures.get(name) } });
}

const sheet = new CSSStyleSheet();
sheet.replaceSync(`
.icon-choice summary { display: flex; align-items: center; gap: 10px; cursor: pointer; }
.icon-choice-picture svg { width: 24px; height: 24px; display: block; }
.icon-choice-grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(96px, 1fr)); gap: 6px; margin-top: 12px; }
.icon-choice-option { display: flex; flex-direction: column; align-items: center; gap: 4px; padding: 8px 4px; border-radius: 5px; font-size: 12px; text-align: center; cursor: pointer; }
.icon-choice-option input { position: absolute; opacity: 0; pointer-events: none; }
.icon-choice-option:hover { background: rgb(58 105 199 / 8%); }
.icon-choice-option:has(input:checked) { background: rgb(58 105 199 / 16%); font-weight: 600; }
.icon-choice-option:has(input:focus-visible) { outline: 2px solid rgb(58 105 199); }
`);
document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];

const IconControl = createClass<{ props: IconProps }>({
  render() {
    const { value, onChange, forID, classNameWrapper, setActiveStyle, setInactiveStyle, field } = this.props;
    return h(
      'details',
      { className: `${classNameWrapper} icon-choice`, onFocus: setActiveStyle, onBlur: setInactiveStyle },
      h('summary', { id: forID }, value ? picture(value) : null, h('span', null, value ? `${iconWords(value)} (choose another)` : 'Choose an icon')),
      h(
        'div',
        { role: 'radiogroup', 'aria-label': field.get('label'), className: 'icon-choice-grid' },
        ...field
          .get('options')
          .toJS()
          .map((name) =>
            h('label', { key: name, className: 'icon-choice-option' }, h('input', { type: 'radio', name: forID, value: name, checked: name === value, onChange: () => onChange(name) }), picture(name), h('span', null, iconWords(name))),
          ),
      ),
    );
  },
});

CMS.registerWidget('icon', IconControl);
