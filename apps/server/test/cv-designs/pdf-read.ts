import { getDocumentProxy } from 'unpdf';

/** A PDF read back: its metadata, each page's text items (in file order) and link targets. */
export const readPdf = async (data: Buffer) => {
  const pdf = await getDocumentProxy(new Uint8Array(data));
  try {
    const info = (await pdf.getMetadata()).info as Record<string, unknown>;
    const pages = [];
    for (let number = 1; number <= pdf.numPages; number += 1) {
      const page = await pdf.getPage(number);
      const { height } = page.getViewport({ scale: 1 });
      const content = await page.getTextContent();
      const items = content.items.flatMap((item) =>
        'str' in item && item.str.trim()
          ? [{ text: item.str, x: item.transform[4] as number, top: height - (item.transform[5] as number) }]
          : [],
      );
      const links = (await page.getAnnotations())
        .filter((a: { subtype?: string }) => a.subtype === 'Link')
        .map((a: { url?: string }) => a.url ?? '');
      pages.push({ items, text: items.map((i) => i.text).join(' '), links });
    }
    return { info, pages, markInfo: (await pdf.getMarkInfo()) as { Marked?: boolean } | null };
  } finally {
    await pdf.cleanup();
  }
};
