import {
  CREATIVE_TEMPLATES,
  type CreativeAddonKind,
  type CreativeRuleContext,
  type CreativeTemplate,
} from '@beacon/contracts';
import { useMemo, useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useAddonOptions } from '../api/use-creative.ts';
import type { CreativeFormValues } from './creative-form-values.ts';
import { creativeResolver } from './creative-resolver.ts';

/**
 * The creative form with its rule context (the kinds of the library add-ons picked, which count
 * towards the ten-per-kind limits) and the chosen template, which decides the sections shown.
 */
export function useCreativeForm(values: CreativeFormValues) {
  const context = useRef<CreativeRuleContext>({});
  const resolver = useMemo(() => creativeResolver(() => context.current), []);
  const form = useForm<CreativeFormValues, unknown, Record<string, unknown>>({
    resolver,
    defaultValues: values,
  });
  const [advertiserId, templateId] = useWatch({
    control: form.control,
    name: ['advertiser_id', 'creative_template_id'],
  });
  const advertiser = advertiserId ? Number(advertiserId) : null;
  const addons = useAddonOptions(advertiser).data;
  const addonKinds: Record<number, CreativeAddonKind> = {};
  for (const addon of addons ?? []) addonKinds[addon.id] = addon.kind;
  context.current = { addonKinds };
  const template: CreativeTemplate | null = templateId
    ? (CREATIVE_TEMPLATES[Number(templateId)] ?? null)
    : null;
  return { form, advertiserId: advertiser, template, addons: addons ?? [] };
}
export type CreativeFormController = ReturnType<typeof useCreativeForm>;
