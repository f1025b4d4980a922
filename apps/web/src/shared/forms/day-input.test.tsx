import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n/i18n.ts';
import { renderWithProviders } from '../testing/render.tsx';
import { setupTestI18n } from '../testing/test-i18n.ts';
import { DayInput } from './day-input.tsx';

function Field({ start, onValue }: { start: string; onValue: (value: string) => void }) {
  const [value, setValue] = useState(start);
  return (
    <DayInput
      label="Day"
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue(next);
      }}
    />
  );
}

/** The field in `language`, starting on 31 May 1990, with what it hands on and a user to type. */
async function renderDayInput(language: 'en' | 'no') {
  await setupTestI18n(language);
  const onValue = vi.fn();
  renderWithProviders(<Field start="1990-05-31" onValue={onValue} />);
  const field = screen.getByLabelText('Day') as HTMLInputElement;
  return { field, onValue, user: userEvent.setup() };
}

afterAll(async () => {
  await i18n.changeLanguage('en');
});

describe('DayInput', () => {
  it('shows and takes days as British English writes them, tidied when focus leaves', async () => {
    const { field, onValue, user } = await renderDayInput('en');
    expect(field.value).toBe('31/05/1990');
    expect(field.placeholder).toBe('dd/mm/yyyy');
    await user.clear(field);
    expect(onValue).toHaveBeenLastCalledWith('');
    await user.type(field, '1/5/1990');
    expect(field.value).toBe('1/5/1990');
    expect(onValue).toHaveBeenLastCalledWith('1990-05-01');
    fireEvent.blur(field);
    expect(field.value).toBe('01/05/1990');
  });

  it('in Norwegian shows 31.05.1990, and hands on text that is no day as it was typed', async () => {
    const { field, onValue, user } = await renderDayInput('no');
    expect(field.value).toBe('31.05.1990');
    expect(field.placeholder).toBe('dd.mm.åååå');
    await user.clear(field);
    await user.type(field, '31.02.1990');
    expect(onValue).toHaveBeenLastCalledWith('31.02.1990');
    fireEvent.blur(field);
    expect(field.value).toBe('31.02.1990');
  });
});
