import { createElement, type ReactElement } from 'react';
import { pdf, type DocumentProps } from '@react-pdf/renderer';
import type { Statement } from '../lib/statement';
import { loadStatementFonts, StatementDocument, type StatementFonts } from './statement-pdf';

export type RenderRequest = { id: number; statement: Statement; fonts: StatementFonts };
export type RenderAnswer = { id: number } & ({ blob: Blob } | { error: string });

/**
 * Lays the statement out and writes the PDF off the page's thread: a year of movements takes seconds, and the page
 * keeps answering meanwhile. The page keeps the worker for its next statement, so react-pdf, its layout engine and
 * the fonts load once.
 */
self.onmessage = async ({ data }: MessageEvent<RenderRequest>) => {
  let answer: RenderAnswer;
  try {
    await loadStatementFonts(data.fonts);
    const document = createElement(StatementDocument, { statement: data.statement }) as unknown as ReactElement<DocumentProps>;
    answer = { id: data.id, blob: await pdf(document).toBlob() };
  } catch (error) {
    answer = { id: data.id, error: error instanceof Error ? error.message : String(error) };
  }
  self.postMessage(answer);
};
