import { Document, Page } from '@react-pdf/renderer';
import type { SpecSheetContent } from './spec-sheet-content.ts';
import { SpecSheetContacts } from './spec-sheet-contacts.tsx';
import { SpecSheetFooter, type SheetImprint } from './spec-sheet-footer.tsx';
import { SpecSheetHeader } from './spec-sheet-header.tsx';
import { SpecSheetHeadlineFigures } from './spec-sheet-headline-figures.tsx';
import { SpecSheetPayloads } from './spec-sheet-payloads.tsx';
import { SpecSheetSpecifications } from './spec-sheet-specifications.tsx';
import { SpecSheetTitle } from './spec-sheet-title.tsx';
import { sheetStyles } from './spec-sheet-styles.ts';

/** A model's spec sheet: A4, the model page's facts in the order a buyer reads them. */
export function SpecSheetDocument({
  content,
  picture,
  imprint,
}: {
  content: SpecSheetContent;
  picture: Buffer;
  imprint: SheetImprint;
}) {
  return (
    <Document
      title={content.title}
      author={content.company}
      subject={content.series}
      language={content.lang === 'zh' ? 'zh-CN' : 'en'}
      creator={content.company}
      producer={content.company}
    >
      <Page size="A4" style={sheetStyles.page}>
        <SpecSheetHeader company={content.company} title={content.title} />
        <SpecSheetTitle content={content} picture={picture} />
        <SpecSheetHeadlineFigures rows={content.headline} />
        <SpecSheetSpecifications content={content} />
        {content.payloads && <SpecSheetPayloads payloads={content.payloads} />}
        <SpecSheetContacts content={content} />
        <SpecSheetFooter imprint={imprint} />
      </Page>
    </Document>
  );
}
