import text from './legal-de.json';

/**
 * The impress and privacy texts are German whatever the interface language: German law asks for
 * them, and a translation could differ from what is binding. They live here, beside the two pages
 * that show them, rather than among the nine language catalogues, and load only with those pages.
 */
export interface LegalSection {
  heading: string;
  paragraphs: string[];
}

export const legalText = text;
