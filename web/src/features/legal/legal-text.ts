import text from '../../locales/legal-de.json';

/**
 * The impress and privacy texts are German whatever the interface language: German law asks for
 * them, and a translation could differ from what is binding. They live in their own catalogue
 * so the nine language catalogues stay free of them, and load only with these two pages.
 */
export interface LegalSection {
  heading: string;
  paragraphs: string[];
}

export const legalText = text;
