import { Button, FileButton, Paper, Stack, Text } from '@mantine/core';
import { type DragEvent, type ReactNode, useState } from 'react';

export type DropZoneProps = {
  /** The file dropped or chosen (the caller checks its type and size). */
  onFile: (file: File) => void;
  title: string;
  hint: string;
  chooseLabel: string;
  accept: string;
  chooseIcon?: ReactNode;
  'data-testid'?: string;
};

/** A file dropped on the dashed zone, or chosen with its button (keyboard and phone users). */
export function DropZone({ onFile, title, hint, chooseLabel, accept, chooseIcon, ...rest }: DropZoneProps) {
  const [dragging, setDragging] = useState(false);
  const handleDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file) onFile(file);
  };
  return (
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
  );
}
