import type { Language } from '@hirelane/contract/constants';
import { createContext, useContext, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { toLanguage } from '../../../shared/i18n/languages.ts';
import type { SalaryAmount } from '../model/salary-amount.ts';

/**
 * The words every card needs, made once per language for the whole board: 500 cards each calling
 * useTranslation cost the board a good part of its render time.
 */
export type BoardText = {
  language: Language;
  open: (position: string, company: string) => string;
  dragHandle: (position: string) => string;
  actions: (position: string) => string;
  pinned: string;
  attachment: (fileName: string) => string;
  interview: (when: string) => string;
  interviewAt: (date: string) => string;
  deadline: (when: string) => string;
  deadlineOn: (date: string) => string;
  applied: (when: string) => string;
  salary: (amount: string) => string;
  match: (score: string) => string;
  matchHint: string;
  /** The salary figures as the card shows them: "From NOK 650,000", "NOK 650,000–700,000". */
  salaryFigures: (amount: SalaryAmount) => string;
  roleDescription: string;
};

const BoardTextContext = createContext<BoardText | null>(null);

// Placeholders no translation contains: a text is translated once with them, then filled per card
// (in whatever order the language puts them).
// Private-use characters: no translation or job text contains them.
const slot = (index: number) => `\uE000${index}\uE001`;
const SLOT_PATTERN = /\uE000(\d)\uE001/;

/** A translated text with `count` slots, as a cheap function of the values for those slots. */
function template(translated: string): (...values: string[]) => string {
  const parts = translated.split(SLOT_PATTERN);
  return (...values) =>
    parts.map((part, index) => (index % 2 === 1 ? (values[Number(part)] ?? '') : part)).join('');
}

export function useBoardTextValue(): BoardText {
  const { t, i18n } = useTranslation('jobs');
  const language = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  return useMemo(() => {
    const salaryFrom = template(t('details.salaryFrom', { from: slot(0) }));
    const salaryTo = template(t('details.salaryTo', { to: slot(0) }));
    return {
      language,
      open: template(t('card.open', { position: slot(0), company: slot(1) })),
      dragHandle: template(t('card.dragHandle', { position: slot(0) })),
      actions: template(t('card.actions', { position: slot(0) })),
      pinned: t('card.pinned'),
      attachment: template(t('card.attachment', { name: slot(0) })),
      interview: template(t('card.interview', { when: slot(0) })),
      interviewAt: template(t('card.interviewAt', { date: slot(0) })),
      deadline: template(t('card.deadline', { when: slot(0) })),
      deadlineOn: template(t('card.deadlineOn', { date: slot(0) })),
      salary: template(t('card.salary', { amount: slot(0) })),
      salaryFigures: ({ amount, bound }) =>
        bound === 'from' ? salaryFrom(amount) : bound === 'to' ? salaryTo(amount) : amount,
      applied: template(t('card.applied', { when: slot(0) })),
      match: template(t('card.match', { score: slot(0) })),
      matchHint: t('card.matchHint'),
      roleDescription: t('dnd.roleDescription'),
    };
  }, [t, language]);
}

export const BoardTextProvider = BoardTextContext;

export function useBoardText(): BoardText {
  const text = useContext(BoardTextContext);
  if (!text) throw new Error('useBoardText needs a BoardTextProvider');
  return text;
}
