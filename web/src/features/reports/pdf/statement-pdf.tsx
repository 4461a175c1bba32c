import type { ReactNode } from 'react';
import { Document, Font, Page, StyleSheet, Text, View, type Styles, type TextProps } from '@react-pdf/renderer';
import { formatDigits } from '../../../shared/lib/format';
import { REPORTS_TEXT } from '../messages';
import type { Statement } from '../lib/statement';

/**
 * Vazirmatn's files, as the app's own font package ships them: the Arabic-script subset (Persian letters and digits,
 * the non-joiner) and the Latin subset (spaces, Latin letters and digits, punctuation). A URL in the browser, a path
 * in Node.
 */
export type StatementFonts = {
  arabic: { regular: string; bold: string };
  latin: { regular: string; bold: string };
};

const ARABIC = 'Vazirmatn Arabic';
const LATIN = 'Vazirmatn Latin';
const WEIGHTS = [400, 700] as const;
let loaded: Promise<void> | null = null;

/**
 * Registers and loads Vazirmatn, once. Each run of text is set in the first family of the style's list that has its
 * glyphs (react-pdf's font substitution), so Persian comes from the Arabic subset and `ABC-123` from the Latin one.
 *
 * Both subsets carry the same PostScript name ('Vazirmatn-Regular'), under which the PDF writer (pdfkit) keeps the
 * fonts it embedded: each switch back to the second file would then embed it again, hundreds of copies for a long
 * statement. The Latin files are given a name of their own once loaded, so each file is embedded once.
 */
export function loadStatementFonts(fonts: StatementFonts): Promise<void> {
  loaded ??= (async () => {
    for (const [family, files] of [
      [ARABIC, fonts.arabic],
      [LATIN, fonts.latin],
    ] as const) {
      Font.register({
        family,
        fonts: [
          { src: files.regular, fontWeight: WEIGHTS[0] },
          { src: files.bold, fontWeight: WEIGHTS[1] },
        ],
      });
    }
    // react-pdf hyphenates by English rules; a Persian word (or a code) is never split.
    Font.registerHyphenationCallback((word) => [word]);
    for (const fontWeight of WEIGHTS) {
      await Font.load({ fontFamily: LATIN, fontWeight });
      const font = Font.getFont({ fontFamily: LATIN, fontWeight })?.data;
      if (!font) throw new Error(`${LATIN} ${fontWeight} did not load`);
      Object.defineProperty(font, 'postscriptName', { value: `${font.postscriptName}-Latin`, configurable: true });
    }
  })().catch((error: unknown) => {
    // A failed load (a network error) is tried again on the next download.
    loaded = null;
    Font.clear();
    throw error;
  });
  return loaded;
}

const BORDER = '#9e9e9e';
/**
 * The body text, on each Text and not on the page: in react-pdf 4.9 a `render` Text that inherits a line height (or
 * has one) is not drawn at all, and the page numbers are one. A unitless line height is resolved against the style's
 * own font size (18 without one), so the two go together.
 */
const BODY = { fontSize: 9, lineHeight: 1.6 };
const styles = StyleSheet.create({
  page: {
    fontFamily: [ARABIC, LATIN],
    fontSize: 9,
    color: '#000',
    paddingTop: 36,
    paddingBottom: 48,
    paddingHorizontal: 36,
  },
  rtl: { direction: 'rtl', textAlign: 'right' },
  title: { lineHeight: 1.6, fontSize: 16, fontWeight: 700, marginBottom: 8 },
  header: {
    flexDirection: 'row-reverse',
    flexWrap: 'wrap',
    marginBottom: 12,
    borderBottom: `1 solid ${BORDER}`,
    paddingBottom: 8,
  },
  headerItem: { width: '50%', flexDirection: 'row-reverse' },
  headerText: BODY,
  label: { color: '#444' },
  heading: { lineHeight: 1.6, fontSize: 11, fontWeight: 700, marginTop: 6, marginBottom: 4 },
  summaryRow: { flexDirection: 'row-reverse', borderBottom: `0.5 solid ${BORDER}`, paddingVertical: 2 },
  summaryLabel: { ...BODY, width: '40%' },
  summaryValue: { ...BODY, width: '60%', fontWeight: 700 },
  tableHead: { flexDirection: 'row-reverse', backgroundColor: '#eeeeee', borderBottom: `1 solid ${BORDER}`, fontWeight: 700 },
  row: { flexDirection: 'row-reverse', borderBottom: `0.5 solid ${BORDER}` },
  cell: { ...BODY, paddingHorizontal: 3, paddingVertical: 2 },
  footer: { position: 'absolute', bottom: 20, left: 36, right: 36 },
  footerText: { fontSize: 8, color: '#444', textAlign: 'center' },
});

/** The movements' columns, right to left, and their share of the width. */
const COLUMNS = [
  { key: 'time', label: REPORTS_TEXT.date, width: '17%' },
  { key: 'description', label: REPORTS_TEXT.description, width: '33%' },
  { key: 'wallet', label: REPORTS_TEXT.wallet, width: '14%' },
  { key: 'amount', label: REPORTS_TEXT.amount, width: '18%' },
  { key: 'balance', label: REPORTS_TEXT.balanceAfter, width: '18%' },
] as const;

/** Right-to-left text: react-pdf does not pass `direction` down, so each Text says it. */
type TextStyle = Styles[string];
function T({ style, children, render }: { style?: TextStyle | TextStyle[]; children?: ReactNode; render?: TextProps['render'] }) {
  return (
    // react-pdf treats a Text with a `render` key as dynamic, even an undefined one.
    <Text style={[styles.rtl, ...(Array.isArray(style) ? style : style ? [style] : [])]} {...(render && { render })}>
      {children}
    </Text>
  );
}

function HeaderItem({ label, value }: { label: string; value: string }) {
  return (
    <View style={styles.headerItem}>
      <T style={styles.headerText}>
        <Text style={styles.label}>{`${label}: `}</Text>
        {value}
      </T>
    </View>
  );
}

/**
 * The customer's statement as an A4 PDF, right to left: the customer and the period, the summary, then every movement
 * with the table's header row on each page and no row split between pages, and «صفحه ۱ از ۳» at the foot.
 */
export function StatementDocument({ statement }: { statement: Statement }) {
  return (
    <Document title={`${statement.title} ${statement.period}`} author={statement.customer.name} language="fa">
      <Page size="A4" style={styles.page}>
        <T style={styles.title}>{`${statement.title} ${statement.period}`}</T>
        <View style={styles.header}>
          <HeaderItem label={REPORTS_TEXT.customer} value={statement.customer.name} />
          <HeaderItem label={REPORTS_TEXT.mobile} value={statement.customer.mobile} />
          <HeaderItem label={REPORTS_TEXT.period} value={statement.period} />
          <HeaderItem label={REPORTS_TEXT.issued} value={statement.issued} />
        </View>

        <T style={styles.heading}>{REPORTS_TEXT.summary}</T>
        {statement.summary.map((row) => (
          <View key={row.label} style={styles.summaryRow} wrap={false}>
            <T style={styles.summaryLabel}>{row.label}</T>
            <T style={styles.summaryValue}>{row.value}</T>
          </View>
        ))}

        <T style={styles.heading}>{REPORTS_TEXT.movements}</T>
        <View style={styles.tableHead} fixed>
          {COLUMNS.map((c) => (
            <T key={c.key} style={[styles.cell, { width: c.width }]}>
              {c.label}
            </T>
          ))}
        </View>
        {statement.movements.length === 0 && <T style={styles.cell}>{REPORTS_TEXT.noMovements}</T>}
        {statement.movements.map((m) => (
          <View key={m.id} style={styles.row} wrap={false}>
            {COLUMNS.map((c) => (
              <T key={c.key} style={[styles.cell, { width: c.width }]}>
                {m[c.key]}
              </T>
            ))}
          </View>
        ))}

        {/* An absolute Text is laid out a word a line: the box is the View, the Text fills it. */}
        <View style={styles.footer} fixed>
          <T
            style={styles.footerText}
            render={({ pageNumber, totalPages }) =>
              // The first pass does not know the number of pages yet: the page number holds the place.
              REPORTS_TEXT.pageOf(formatDigits(pageNumber), formatDigits(totalPages ?? pageNumber))
            }
          />
        </View>
      </Page>
    </Document>
  );
}
