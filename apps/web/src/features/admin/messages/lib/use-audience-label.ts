// How an audience reads in the admin pages: "Todos", "Grupo nacional-pr (PR)", "Turma X",
// "Acesso: Limitado (teste grátis)". A class group deleted after the message was written says so.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { MessageItem } from '@escola/contracts/message-payload';
import { NATIONAL_LIST_GROUPS } from '@escola/domain/national-lists';

export const groupLabel = (group: string): string => {
  const state = NATIONAL_LIST_GROUPS.find((entry) => entry.group === group)?.state;
  return state ? `${group} (${state})` : group;
};

export const useAudienceLabel = () => {
  const { t } = useTranslation('admin');
  return useCallback(
    (audience: MessageItem['audience']): string => {
      switch (audience.kind) {
        case 'all':
          return t('messages.audience.all');
        case 'group':
          return t('messages.audience.groupNamed', { group: groupLabel(audience.value) });
        case 'class-group':
          return audience.label
            ? t('messages.audience.classGroupNamed', { name: audience.label })
            : t('messages.audience.classGroupGone');
        case 'access':
          return t('messages.audience.accessNamed', {
            access: t(`users.accessLevels.${audience.value}` as 'users.accessLevels.limited', {
              defaultValue: audience.value,
            }),
          });
      }
    },
    [t],
  );
};
