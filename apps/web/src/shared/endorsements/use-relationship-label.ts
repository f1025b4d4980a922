import { useTranslation } from 'react-i18next';
import { relationshipKey } from './relationship-options.ts';

/** Translates relationship numbers (the enum) into the interface language. */
export function useRelationshipLabel(): (value: number) => string {
  const { t } = useTranslation('common');
  return (value) => t(`relationship.${relationshipKey(value)}` as const);
}
