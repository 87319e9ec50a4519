import { ContentPage } from '../components/ContentPage.tsx';
import { useSharedWords } from '../components/SharedWords.tsx';
import { LegalDocument } from '../components/LegalDocument.tsx';
import { formatLongDate } from '../content/blog/formatDate.ts';
import type { LegalDocument as LegalDocumentData } from '../content/legal.ts';

/** The Privacy Policy and the Terms of Service: one layout, the document passed in by the route. */
export default function LegalPage({ document }: { document: LegalDocumentData }) {
  const { legalPages: words } = useSharedWords();
  return (
    <ContentPage
      hero={{
        eyebrow: words.eyebrow,
        title: document.title,
        lead: (
          <>
            {`${words.lastUpdated} `}
            <time dateTime={document.lastUpdated}>{formatLongDate(document.lastUpdated)}</time>
          </>
        ),
      }}
      cta={words.cta}
    >
      <LegalDocument document={document} contentsTitle={words.contents} />
    </ContentPage>
  );
}
