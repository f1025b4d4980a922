import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { afterAll, describe, expect, it } from 'vitest';
import { i18n } from '../i18n/i18n.ts';
import { renderWithProviders } from '../testing/render.tsx';
import { setupTestI18n } from '../testing/test-i18n.ts';
import { DateField } from './date-field.tsx';
import { AppDatesProvider } from './dates-provider.tsx';

let current: string | null = null;

function Form({ start }: { start: string | null }) {
  const { control, watch } = useForm<{ day: string | null }>({ defaultValues: { day: start } });
  current = watch('day');
  return (
    <AppDatesProvider>
      <DateField control={control} name="day" label="Frist" error={undefined} />
    </AppDatesProvider>
  );
}

afterAll(async () => {
  await i18n.changeLanguage('en');
});

describe('DateField', () => {
  it('shows, takes and refuses days the way the interface language writes them', async () => {
    await setupTestI18n('no');
    renderWithProviders(<Form start="2030-12-15" />);
    const field = screen.getByRole('textbox', { name: 'Frist' }) as HTMLInputElement;
    expect(field.value).toBe('15.12.2030');
    expect(field.placeholder).toBe('dd.mm.åååå');

    const user = userEvent.setup();
    await user.clear(field);
    await user.type(field, '1.2.2031');
    expect(current).toBe('2031-02-01');
    fireEvent.blur(field);
    expect(field.value).toBe('01.02.2031');

    await user.clear(field);
    await user.type(field, '31.02.2031');
    fireEvent.blur(field);
    expect(await screen.findByText('Bruk en dato som 31.05.1990')).toBeTruthy();
  });

  it('in English shows 15/12/2030', async () => {
    await setupTestI18n('en');
    renderWithProviders(<Form start="2030-12-15" />);
    expect((screen.getByRole('textbox', { name: 'Frist' }) as HTMLInputElement).value).toBe('15/12/2030');
  });

  it('moves the focus across the month’s edge with the arrow keys, the month shown following', async () => {
    await setupTestI18n('en');
    renderWithProviders(<Form start="2030-12-31" />);
    fireEvent.click(screen.getByRole('textbox', { name: 'Frist' }));
    const last = await screen.findByRole('button', { name: '31 December 2030' });
    last.focus();
    fireEvent.keyDown(last, { key: 'ArrowRight', code: 'ArrowRight' });
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toBe('1 January 2031'));
    expect(screen.getByText('January 2031')).toBeTruthy();

    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowUp', code: 'ArrowUp' });
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toBe('25 December 2030'));
    expect(screen.getByText('December 2030')).toBeTruthy();
  });
});
