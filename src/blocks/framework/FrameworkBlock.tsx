import { css } from '@linaria/core';
import { Icon } from '../../components/Icon.tsx';
import { FRAMEWORK_PILLARS } from '../../content/framework.ts';
import { media, pillarColours } from '../../styles/theme.ts';
import { revealGroup, revealItem } from '../../components/revealDom.ts';
import type { BlockProps } from '../blockProps.ts';
import { bareList } from '../../styles/bareList.ts';

const spacingDegrees = 360 / FRAMEWORK_PILLARS;

// Each pillar's angle, generated at build time: 0°, 45°, 90° … around the hub.
const angles = Array.from(
  { length: FRAMEWORK_PILLARS },
  (_, index) => `&:nth-child(${index + 1}) { --angle: ${index * spacingDegrees}deg; }`,
).join('\n');

const diagram = css`
  --ring: 19rem;
  display: grid;
  gap: var(--space-5);
  ${media.lg} {
    position: relative;
    width: calc(2 * var(--ring) + 14rem);
    height: calc(2 * var(--ring) + 9rem);
    margin: 0 auto;
  }
`;

const ring = css`
  display: none;
  ${media.lg} {
    display: block;
    position: absolute;
    top: 50%;
    left: 50%;
    width: calc(2 * var(--ring));
    height: calc(2 * var(--ring));
    border: 2px dashed var(--color-border-strong);
    border-radius: 50%;
    transform: translate(-50%, -50%);
  }
`;

const hub = css`
  padding: var(--space-5);
  border-radius: var(--radius-lg);
  background: linear-gradient(135deg, var(--color-primary), var(--color-primary-deep));
  color: var(--color-primary-mist);
  text-align: center;
  & h3 {
    color: var(--color-on-dark);
    font-size: var(--text-xl);
  }
  & p {
    margin-top: var(--space-2);
    font-size: var(--text-sm);
  }
  ${media.lg} {
    position: absolute;
    top: 50%;
    left: 50%;
    display: grid;
    place-content: center;
    width: 15rem;
    height: 15rem;
    border-radius: 50%;
    box-shadow: 0 0 0 12px var(--color-primary-soft);
    transform: translate(-50%, -50%);
  }
`;

const pillars = css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 15rem), 1fr));
  gap: var(--space-4);
  ${bareList}
  ${media.lg} {
    display: block;
  }
`;

const pillar = css`
  display: flex;
  gap: var(--space-3);
  padding: var(--space-4);
  border: 1px solid var(--color-border);
  border-top: 4px solid var(--pillar-colour);
  border-radius: var(--radius-md);
  background: var(--color-surface);
  box-shadow: var(--shadow-sm);
  & h3 {
    font-size: var(--text-base);
  }
  & p {
    margin-top: var(--space-1);
    color: var(--color-text-muted);
    font-size: var(--text-xs);
    line-height: var(--leading-snug);
  }
  ${media.lg} {
    position: absolute;
    top: 50%;
    left: 50%;
    width: 13rem;
    /* Centre the card on the hub, rotate out to its angle, push to the ring, turn it upright again:
       its centre sits on the ring whatever its height. */
    transform: translate(-50%, -50%) rotate(var(--angle)) translateY(calc(-1 * var(--ring))) rotate(calc(-1 * var(--angle)));
    ${angles}
  }
`;

const pillarIcon = css`
  display: inline-grid;
  flex: none;
  place-items: center;
  width: 2.25rem;
  height: 2.25rem;
  border-radius: var(--radius-sm);
  background: var(--pillar-colour);
  color: var(--color-on-dark);
  & svg {
    width: 1.2rem;
    height: 1.2rem;
  }
`;

const colourRules = pillarColours.map((colour, index) => `&:nth-child(${index + 1}) { --pillar-colour: ${colour}; }`).join('\n');
const coloured = css`
  ${colourRules}
`;

/**
 * The revenue engine framework: eight pillars at 45° around the hub on desktop; a list of cards
 * with the hub on top on phones and tablets.
 */
export function FrameworkBlock({ block: framework }: BlockProps<'framework'>) {
  return (
    <div className={diagram}>
      <div className={ring} aria-hidden="true" />
      <div className={hub}>
        <h3>{framework.hub.title}</h3>
        <p>{framework.hub.description}</p>
      </div>
      <ol className={pillars} {...revealGroup}>
        {framework.pillars.map((item) => (
          <li key={item.name} className={`${pillar} ${coloured}`} {...revealItem}>
            <span className={pillarIcon}>
              <Icon name={item.icon} />
            </span>
            <div>
              <h3>{item.name}</h3>
              <p>{item.description}</p>
            </div>
          </li>
        ))}
      </ol>
    </div>
  );
}
