import type { ClauseDoc } from '../catalogue';
import { COMPANY } from './epolicy';
import { finish, newDocument, PAGE, paragraph } from './layout';

/** A clause document as a PDF: title, then each article with its heading. */
export async function renderClause(clause: ClauseDoc): Promise<Buffer> {
  const doc = await newDocument({ Title: clause.title, Subject: clause.code, Keywords: `保险条款,${clause.code}` });
  doc.font('bold').fontSize(10).fillColor('#b00010').text(COMPANY, { align: 'center' });
  doc.moveDown(0.5);
  doc.fillColor('#000000').fontSize(16).text(clause.title, { align: 'center' });
  doc.font('regular').fontSize(8).fillColor('#666666').text(`条款编号：${clause.code}`, { align: 'center' });
  doc.moveDown(1);
  for (const article of clause.articles) {
    doc
      .font('bold')
      .fontSize(11)
      .fillColor('#000000')
      .text(article.heading, PAGE.margin, doc.y + 6);
    paragraph(doc, article.text, 10);
  }
  return finish(doc);
}
