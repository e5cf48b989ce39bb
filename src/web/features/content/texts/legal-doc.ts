/** A legal text as data: rendered by LegalDocument, kept apart from layout so lawyers can edit words only. */
export type Block = string | { list: string[] } | { table: { head: string[]; rows: string[][] } };

export interface LegalSection {
  heading: string;
  blocks: Block[];
}

export interface LegalDoc {
  title: string;
  /** 更新日期 / 生效日期 as shown to the customer. */
  updated: string;
  effective: string;
  intro: Block[];
  sections: LegalSection[];
}
