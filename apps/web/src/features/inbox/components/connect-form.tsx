import { INBOX_CONNECTION_LIMITS, inboxConnectionInput } from '@hirelane/contract/inbox-sync';
import { Alert, Group, NumberInput, Select, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../../shared/forms/form-actions.tsx';
import { PasswordField } from '../../../shared/forms/password-field.tsx';
import { SwitchField } from '../../../shared/forms/switch-field.tsx';
import { useContractForm } from '../../../shared/forms/use-contract-form.ts';
import { useControlledField } from '../../../shared/forms/use-controlled-field.ts';
import { toast } from '../../../shared/ui/toast.ts';
import { useConnectInbox } from '../api/inbox-connection.ts';
import { browserTimeZone, MAIL_PRESETS, presetOf } from '../model/presets.ts';

const OTHER = 'other';

/**
 * Connecting a mailbox: a provider fills in its server, the user adds their address and an app
 * password. Saving logs in to the server; what went wrong (wrong password, host unreachable, folder
 * missing) is said in the form.
 */
export function ConnectForm() {
  const { t } = useTranslation('inbox');
  const connect = useConnectInbox();
  const { field, controlled, watch, setValue, submitTo, submitError, isSubmitting } = useContractForm(
    inboxConnectionInput,
    {
      namespace: 'inbox',
      defaultValues: {
        host: '',
        port: 993,
        secure: true,
        username: '',
        password: '',
        folder: 'INBOX',
        autoApply: false,
        timeZone: browserTimeZone(),
      },
    },
  );
  const port = useControlledField(controlled('port'));
  const preset = presetOf(watch('host'), watch('port')) ?? OTHER;
  const secure = watch('secure');

  const choosePreset = (id: string | null) => {
    const chosen = MAIL_PRESETS.find((candidate) => candidate.id === id);
    if (!chosen) return;
    setValue('host', chosen.host, { shouldValidate: false });
    setValue('port', chosen.port);
    setValue('secure', chosen.secure);
  };

  const handleSubmit = submitTo(
    async (values) => {
      await connect.mutateAsync(values);
      toast.success(t('form.connected'));
    },
    { fields: ['host', 'port', 'username', 'password', 'folder'] },
  );

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <Select
          label={t('form.provider')}
          data={[
            ...MAIL_PRESETS.map((option) => ({ value: option.id, label: t(`presets.${option.id}`) })),
            { value: OTHER, label: t('presets.other') },
          ]}
          value={preset}
          onChange={choosePreset}
          allowDeselect={false}
        />
        <Alert color="blue" variant="light" role="note" title={t('form.appPasswordTitle')}>
          <Text size="sm">{preset === 'proton' ? t('form.protonNote') : t('form.appPasswordNote')}</Text>
        </Alert>
        <Group grow align="flex-start" wrap="wrap">
          <TextInput
            label={t('form.host')}
            autoComplete="off"
            maxLength={INBOX_CONNECTION_LIMITS.host}
            style={{ flex: '2 1 14rem' }}
            {...field('host')}
          />
          <NumberInput
            label={t('form.port')}
            min={1}
            max={65535}
            allowDecimal={false}
            allowNegative={false}
            clampBehavior="none"
            style={{ flex: '1 1 7rem' }}
            name={port.name}
            value={port.value}
            onChange={(value) => port.onChange(value === '' ? Number.NaN : Number(value))}
            onBlur={port.onBlur}
            error={port.error}
          />
        </Group>
        <Switch
          label={t('form.secure')}
          description={secure ? t('form.secureHint') : t('form.startTlsHint')}
          checked={secure}
          onChange={(event) => setValue('secure', event.currentTarget.checked)}
        />
        <TextInput
          label={t('form.username')}
          autoComplete="username"
          maxLength={INBOX_CONNECTION_LIMITS.username}
          {...field('username')}
        />
        <PasswordField
          label={t('form.password')}
          description={t('form.passwordHint')}
          autoComplete="current-password"
          maxLength={INBOX_CONNECTION_LIMITS.password}
          {...field('password')}
        />
        <TextInput label={t('form.folder')} maxLength={INBOX_CONNECTION_LIMITS.folder} {...field('folder')} />
        <SwitchField
          label={t('form.autoApply')}
          description={t('form.autoApplyHint')}
          {...controlled('autoApply')}
        />
        <FormActions submit={t('form.connect')} loading={isSubmitting} error={submitError} />
      </Stack>
    </form>
  );
}
