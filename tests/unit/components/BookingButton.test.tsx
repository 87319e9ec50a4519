import '../../support/linariaTestMode.ts';
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { renderToStaticMarkup } from 'react-dom/server';
import { paths } from '../../../src/paths.ts';
import { BookingButton, type BookingButtonProps } from '../../../src/components/BookingButton.tsx';
import { buttonClass, type ButtonSize, type ButtonVariant } from '../../../src/components/Button.tsx';
import { parseElement } from '../../support/dom.ts';
import { withSharedWords } from '../../support/sharedWords.tsx';

const render = (props: Partial<BookingButtonProps> = {}) => parseElement(renderToStaticMarkup(withSharedWords(<BookingButton place="hero" {...props} />)), 'a');
const classes = (element: HTMLElement) => element.className.split(' ');

/** For each option, the classes only it has among all of them. */
function ownClasses<T extends string>(options: readonly T[], classesFor: (option: T) => string[]): Map<T, string[]> {
  const all = options.map(classesFor);
  const shared = all.reduce((common, list) => common.filter((name) => list.includes(name)));
  return new Map(options.map((option, index) => [option, (all[index] ?? []).filter((name) => !shared.includes(name))]));
}

function assertOwnClassEach<T extends string>(options: readonly T[], classesFor: (option: T) => string[]) {
  const own = ownClasses(options, classesFor);
  for (const [option, names] of own) assert.equal(names.length, 1, `${option}: ${names.join(' ')}`);
  const distinct = new Set([...own.values()].flat());
  assert.equal(distinct.size, options.length);
}

describe('BookingButton', () => {
  it('is a link to the booking page reading "Book a free strategy call"', () => {
    const link = render();
    assert.equal(link.tagName, 'A');
    assert.equal(link.getAttribute('href'), paths.booking);
    assert.equal(link.textContent, 'Book a free strategy call');
    assert.equal(link.getAttribute('data-booking'), 'hero', 'its place, which the scheduler is told');
    assert.equal(link.querySelector('svg')?.getAttribute('aria-hidden'), 'true', 'the calendar icon is decoration');
  });

  it('renders the caller\'s text', () => {
    const link = render({ text: 'Book Strategy Consultation' });
    assert.equal(link.textContent, 'Book Strategy Consultation');
  });

  // That each variant and size looks its own is proved of buttonClass below.
  it('looks like the button of the variant and size asked for, by default the primary variant at the default size', () => {
    assert.equal(render().className, buttonClass({ variant: 'primary', size: 'default' }));
    assert.equal(render().className, buttonClass());
    for (const variant of ['primary', 'secondary', 'outline'] as const) assert.equal(render({ variant }).className, buttonClass({ variant }));
    for (const size of ['default', 'lg'] as const) assert.equal(render({ size }).className, buttonClass({ size }));
  });

  it('applies the caller\'s className last, so it can override the variant', () => {
    const link = render({ variant: 'outline', size: 'lg', className: 'hero-cta' });
    assert.equal(classes(link).at(-1), 'hero-cta');
    assert.deepEqual(classes(link).slice(0, -1), classes(render({ variant: 'outline', size: 'lg' })));
  });
});

describe('buttonClass', () => {
  it('lets a plain link look like any button', () => {
    const variants: ButtonVariant[] = ['primary', 'secondary', 'outline', 'ghost'];
    const sizes: ButtonSize[] = ['default', 'lg', 'icon'];
    const combinations = variants.flatMap((variant) => sizes.map((size) => buttonClass({ variant, size })));
    assert.equal(new Set(combinations).size, 12, 'every variant and size pair looks different');
    assertOwnClassEach(variants, (variant) => buttonClass({ variant }).split(' '));
    assertOwnClassEach(sizes, (size) => buttonClass({ size }).split(' '));
  });
});
