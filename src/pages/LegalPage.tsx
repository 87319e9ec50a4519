import { ContentPage } from '../components/ContentPage.tsx';
import { formatLegalDate, LegalDocument } from '../components/LegalDocument.tsx';
import type { LegalDocument as LegalDocumentData } from '../content/legal.ts';

/** The Privacy Policy and the Terms of Service: one layout, the document passed in by the route. */
export default function LegalPage({ document }: { document: LegalDocumentData }) {
  return (
    <ContentPage
      hero={{
        eyebrow: 'Legal',
        title: document.title,
        lead: (
          <>
            Last updated <time dateTime={document.lastUpdated}>{formatLegalDate(document.lastUpdated)}</time>
          </>
        ),
      }}
      cta={{
        title: 'Have a question we have not answered?',
        text: 'We are happy to walk you through how we work, what an engagement includes and how we look after your information, on a free 30-minute call.',
      }}
    >
      <LegalDocument document={document} />
    </ContentPage>
  );
}
