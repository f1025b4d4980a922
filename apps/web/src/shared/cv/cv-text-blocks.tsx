import type { CvTextBlock } from '@hirelane/contract/cv-layout';
import { keyed } from './keyed.ts';

export type CvTextBlocksProps = {
  blocks: CvTextBlock[];
  className?: string;
  /** Mark each block as one piece the paged preview keeps on one page (a summary's paragraphs). */
  keep?: boolean;
};

/** A description as its writer wrote it: paragraphs, and real lists for its "- " lines. */
export function CvTextBlocks({ blocks, className, keep = false }: CvTextBlocksProps) {
  const keepProps = keep ? { 'data-cv-keep': '' } : {};
  return (
    <div className={className}>
      {keyed(blocks, (block) => (block.kind === 'paragraph' ? block.text : block.items.join('\n'))).map(
        ({ key, item }) =>
          item.kind === 'paragraph' ? (
            <p key={key} {...keepProps}>
              {item.text}
            </p>
          ) : (
            <ul key={key} {...keepProps}>
              {keyed(item.items, (text) => text).map((line) => (
                <li key={line.key}>{line.item}</li>
              ))}
            </ul>
          ),
      )}
    </div>
  );
}
