import userEvent from '@testing-library/user-event';

/** Chooses `file` in the page's file input, as the browser's file dialog would. */
export async function chooseInFileInput(file: File): Promise<void> {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  await userEvent.upload(input, file, { applyAccept: false });
}
