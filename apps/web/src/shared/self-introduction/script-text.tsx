import type { Language } from '@hirelane/contract/constants';
import { contentLang } from '@hirelane/contract/dates';
import { Skeleton, Stack, type StackProps, Text } from '@mantine/core';

export type ScriptTextProps = StackProps & {
  text: string;
  /** The script's language (not always the interface's), so it is read and hyphenated as written. */
  language: Language;
};

/** A self-introduction script as it is read aloud: large, one paragraph per block between blank lines. */
export function ScriptText({ text, language, ...props }: ScriptTextProps) {
  return (
    <Stack gap="sm" lang={contentLang(language)} {...props}>
      {text.split(/\n{2,}/).map((paragraph, index) => (
        // Paragraphs of one script: they have no identity beyond their place.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <Text key={index} size="lg" lh={1.6}>
          {paragraph}
        </Text>
      ))}
    </Stack>
  );
}

/** Where a script will stand while it is written: four grey lines. */
export function ScriptSkeleton(props: StackProps) {
  return (
    <Stack gap="sm" {...props}>
      {[0, 1, 2, 3].map((i) => (
        <Skeleton key={i} height={14} />
      ))}
    </Stack>
  );
}
