import { Alert, Button, FileButton, Paper, Stack, Text } from '@mantine/core';
import { type DragEvent, type ReactNode, useState } from 'react';

export type DropZoneProps = {
  /** The file dropped or chosen (the caller checks its type and size). */
  onFile: (file: File) => void;
  title: string;
  hint: string;
  chooseLabel: string;
  accept: string;
  chooseIcon?: ReactNode;
  /** Why the last file was refused or failed, in an alert above the zone; null when nothing went wrong. */
  problem: string | null;
  /** The alert's title. */
  problemTitle: string;
  'data-testid'?: string;
};

/**
 * A file dropped on the dashed zone, or chosen with its button (keyboard and phone users), under
 * the alert of its problem if any: the two are siblings, spaced by the caller's Stack.
 */
export function DropZone({
  onFile,
  title,
  hint,
  chooseLabel,
  accept,
  chooseIcon,
  problem,
  problemTitle,
  ...rest
}: DropZoneProps) {
  const [dragging, setDragging] = useState(false);
  const handleDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file) onFile(file);
  };
  return (
    <>
      {problem && (
        <Alert color="red" role="alert" title={problemTitle}>
          {problem}
        </Alert>
      )}
      <Paper
        withBorder
        p="xl"
        radius="md"
        onDragOver={(event: DragEvent) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={handleDrop}
        style={{
          borderStyle: 'dashed',
          borderWidth: 2,
          borderColor: dragging ? 'var(--mantine-primary-color-filled)' : undefined,
          background: dragging ? 'var(--mantine-primary-color-light)' : undefined,
        }}
        data-testid={rest['data-testid']}
      >
        <Stack align="center" gap="sm" ta="center">
          <Text fw={600}>{title}</Text>
          <Text size="sm" c="dimmed">
            {hint}
          </Text>
          <FileButton onChange={(file) => file && onFile(file)} accept={accept}>
            {(props) => (
              <Button {...props} leftSection={chooseIcon}>
                {chooseLabel}
              </Button>
            )}
          </FileButton>
        </Stack>
      </Paper>
    </>
  );
}
