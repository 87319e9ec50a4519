import { css } from '@linaria/core';
import { ChevronRight } from 'lucide-react';
import { paths } from '../../paths.ts';
import { useSharedWords } from '../../components/SharedWords.tsx';
import { useBlogWords } from './BlogWords.tsx';
import { bareList } from '../../styles/bareList.ts';

const list = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--space-1) var(--space-2);
  ${bareList}
  color: var(--color-text-muted);
  font-size: var(--text-sm);
  & li {
    display: inline-flex;
    align-items: center;
    gap: var(--space-2);
    min-width: 0;
  }
  & a {
    color: var(--color-text-muted);
    text-decoration: none;
    &:hover {
      color: var(--color-primary);
      text-decoration: underline;
    }
  }
  & svg {
    flex: none;
    width: 0.9rem;
    height: 0.9rem;
  }
  & [aria-current] {
    color: var(--color-ink);
    font-weight: 600;
  }
`;

/** Home > Blog > title. The BreadcrumbList structured data comes from the page's JSON-LD. */
export function Breadcrumb({ current }: { current: string }) {
  const { navigation } = useSharedWords();
  const trail = [
    { name: navigation.home, href: paths.home },
    { name: navigation.blog, href: paths.blog },
  ];
  return (
    <nav aria-label={useBlogWords().article.breadcrumbLabel}>
      <ol className={list}>
        {trail.map((crumb) => (
          <li key={crumb.href}>
            <a href={crumb.href}>{crumb.name}</a>
            <ChevronRight aria-hidden="true" focusable="false" />
          </li>
        ))}
        <li>
          <span aria-current="page">{current}</span>
        </li>
      </ol>
    </nav>
  );
}
