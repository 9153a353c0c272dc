import { type AccountDesign, accountDesignFieldsSchema, LOGO_SIZE } from '@beacon/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Fieldset, Grid, Group, NumberInput, Paper, Stack, TextInput } from '@mantine/core';
import { IconRestore } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller, type FieldError, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api/api-error.ts';
import { confirmDanger } from '../../../ui/confirm-danger.tsx';
import { applyServerErrors, fieldError } from '../../../ui/form-errors.ts';
import { notifyError, notifySuccess } from '../../../ui/notify.ts';
import { numericOnly } from '../../../ui/numeric-only.ts';
import { PageHeading } from '../../../ui/page-heading.tsx';
import { RecordGate } from '../../../ui/record-gate.tsx';
import {
  useAccountDesign,
  useRestoreAccountDesign,
  useSaveAccountDesign,
} from '../api/use-account-design.ts';
import { ColourFields } from '../components/colour-fields.tsx';
import { DesignPreview } from '../components/design-preview.tsx';
import { LogoField } from '../components/logo-field.tsx';
import {
  DESIGN_FIELDS,
  type DesignFormInput,
  type DesignFormOutput,
  designFormData,
  designFormValues,
} from '../form/design-form-values.ts';

/** AccountSettingsIndex (/admin/accountSettings/index): the account's look (docs/REQUIREMENTS.md#account-design). */
export function AccountDesignPage() {
  const query = useAccountDesign();
  return (
    <RecordGate query={query} leaveTo="/admin">
      {(design) => <DesignForm key={JSON.stringify(design)} design={design} />}
    </RecordGate>
  );
}

function DesignForm({ design }: { design: AccountDesign }) {
  const { t } = useTranslation('account_design');
  const save = useSaveAccountDesign();
  const restore = useRestoreAccountDesign();
  const [logo, setLogo] = useState<File | null>(null);
  const [logoError, setLogoError] = useState<string>();
  const form = useForm<DesignFormInput, unknown, DesignFormOutput>({
    resolver: zodResolver(accountDesignFieldsSchema),
    defaultValues: designFormValues(design),
  });
  const watched = useWatch({ control: form.control });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setLogoError(undefined);
    try {
      await save.mutateAsync(designFormData(values, logo));
      notifySuccess('account_design:saved');
    } catch (error) {
      if (logo && isApiError(error)) setLogoError(error.errors.logo_file?.[0]);
      applyServerErrors(error, form.setError, [...DESIGN_FIELDS]);
    }
  });

  const askRestore = () =>
    confirmDanger({
      title: t('restore.title'),
      body: t('restore.body'),
      confirm: t('restore.confirm'),
      cancel: t('restore.cancel'),
      // The form is rebuilt from the restored design, so the notice hangs on the promise, not the form.
      onConfirm: () =>
        restore.mutateAsync().then(
          () => notifySuccess('account_design:restored'),
          (error) => notifyError(error),
        ),
    });

  return (
    <Stack gap="md" maw={1100}>
      <PageHeading title={t('title')} intro={t('intro')} />
      <Grid gap="md" align="flex-start">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Paper
            withBorder
            p="md"
            radius="md"
            component="form"
            onSubmit={onSubmit}
            noValidate
            aria-label={t('form_label')}
          >
            <Stack gap="md">
              <Fieldset legend={t('identity')} variant="filled">
                <Stack gap="sm">
                  <TextInput
                    label={t('fields.platform_name')}
                    required
                    {...form.register('platform_name')}
                    error={fieldError(errors.platform_name)}
                  />
                  <TextInput
                    label={t('fields.domain')}
                    description={t('fields.domain_hint')}
                    placeholder="ads.example.com"
                    {...form.register('domain')}
                    error={fieldError(errors.domain as FieldError | undefined)}
                  />
                  <TextInput
                    label={t('fields.help_url')}
                    placeholder="https://"
                    {...form.register('help_url')}
                    error={fieldError(errors.help_url as FieldError | undefined)}
                  />
                </Stack>
              </Fieldset>
              <Fieldset legend={t('logo.legend')} variant="filled">
                <Stack gap="sm">
                  <LogoField
                    currentUrl={design.logo}
                    height={Number(watched.logo_size) || LOGO_SIZE.default}
                    file={logo}
                    removed={watched.remove_logo === '1'}
                    onFileChange={(file) => {
                      setLogo(file);
                      setLogoError(undefined);
                    }}
                    onRemove={() => form.setValue('remove_logo', '1', { shouldDirty: true })}
                    serverError={logoError}
                  />
                  <Controller
                    control={form.control}
                    name="logo_size"
                    render={({ field, fieldState }) => (
                      <NumberInput
                        label={t('fields.logo_size')}
                        description={t('fields.logo_size_hint', LOGO_SIZE)}
                        min={LOGO_SIZE.min}
                        max={LOGO_SIZE.max}
                        suffix=" px"
                        allowDecimal={false}
                        {...numericOnly}
                        maw={200}
                        value={field.value as number}
                        onChange={(v) => field.onChange(v === '' ? undefined : v)}
                        onBlur={field.onBlur}
                        error={fieldError(fieldState.error)}
                      />
                    )}
                  />
                </Stack>
              </Fieldset>
              <Fieldset legend={t('colours.legend')} variant="filled">
                <ColourFields form={form} />
              </Fieldset>
              <Group justify="space-between">
                <Button
                  variant="default"
                  color="red"
                  leftSection={<IconRestore size={16} />}
                  onClick={askRestore}
                  loading={restore.isPending}
                >
                  {t('restore.action')}
                </Button>
                <Button type="submit" loading={save.isPending}>
                  {t('save')}
                </Button>
              </Group>
            </Stack>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Paper withBorder p="md" radius="md">
            <DesignPreview
              name={watched.platform_name ?? ''}
              colours={{
                primary: watched.primary_color ?? design.colours.primary,
                account_name: watched.account_name_color ?? design.colours.account_name,
                header: watched.header_color ?? design.colours.header,
                header_text: watched.header_text_color ?? design.colours.header_text,
                navbar: watched.navbar_color ?? design.colours.navbar,
                navbar_text: watched.navbar_text_color ?? design.colours.navbar_text,
              }}
            />
          </Paper>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
