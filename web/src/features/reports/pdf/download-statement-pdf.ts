import { createElement, type ReactElement } from 'react';
import { pdf, type DocumentProps } from '@react-pdf/renderer';
import arabicRegular from '@fontsource/vazirmatn/files/vazirmatn-arabic-400-normal.woff?url';
import arabicBold from '@fontsource/vazirmatn/files/vazirmatn-arabic-700-normal.woff?url';
import latinRegular from '@fontsource/vazirmatn/files/vazirmatn-latin-400-normal.woff?url';
import latinBold from '@fontsource/vazirmatn/files/vazirmatn-latin-700-normal.woff?url';
import type { DayRange } from '@gold/contracts/rules/jalali';
import { REPORTS_TEXT } from '../messages';
import { buildStatement, saveFile, type StatementCustomer, type WholeReport } from '../lib/statement';
import { loadStatementFonts, StatementDocument } from './statement-pdf';

/**
 * The customer's statement as a PDF file, made in the browser from the report the panel already read. This module
 * and react-pdf are a chunk of their own, loaded with `import()` only when the customer asks for the file.
 */
export async function downloadStatementPdf(whole: WholeReport, customer: StatementCustomer, range: DayRange): Promise<void> {
  await loadStatementFonts({
    arabic: { regular: arabicRegular, bold: arabicBold },
    latin: { regular: latinRegular, bold: latinBold },
  });
  const statement = buildStatement(whole, customer, range, new Date());
  const document = createElement(StatementDocument, { statement }) as unknown as ReactElement<DocumentProps>;
  saveFile(await pdf(document).toBlob(), REPORTS_TEXT.pdfName(range.from, range.to));
}
