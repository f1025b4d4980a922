import { getDocumentProxy } from 'unpdf';

/** The text of every page of a PDF, pages on lines of their own, runs of white space as one space. */
export const pdfTextOf = async (bytes: Uint8Array): Promise<string> => {
  const document = await getDocumentProxy(bytes);
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const { items } = await (await document.getPage(number)).getTextContent();
    pages.push(
      items
        .map((item) => ('str' in item ? item.str : ''))
        .join(' ')
        .replace(/\s+/g, ' '),
    );
  }
  return pages.join('\n');
};
