import { Alert, App, Button, Checkbox, Form, Input, Radio, Select } from 'antd';
import type { FormProps } from 'antd';
import type { Rule } from 'antd/es/form';
import classNames from 'classnames';
import debounce from 'lodash/debounce';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { Link } from 'umi';
import { consultFormContent as copy } from '@/content/contactPage';
import { addConsult } from '@/services/consult';
import { consultAnswered, consultSubmitted } from '@/utils/analytics';
import type { ConsultRequest } from '@/types/api';
import type { ConsultField } from '@/utils/consultRules';
import {
  CONSULT_CHECKS,
  CONSULT_CITIES,
  CONSULT_DEMAND_TYPES,
  CONSULT_LABELS,
  CONSULT_LIMITS,
  textLength,
  validateConsult,
} from '@/utils/consultRules';
import type { ConsultFormValues } from './draft';
import { clearDraft, hasContent, newRequestId, readDraft, writeDraft } from './draft';
import styles from './index.less';
import layout from './layout.less';

export interface ConsultSuccess {
  id?: number;
  message: string;
}

interface Props {
  variant: 'popup' | 'inline';
  onSuccess: (result: ConsultSuccess) => void;
  /** Start over with an empty form (清空 of a restored draft). */
  onRestart: () => void;
  /** Focus the first field once mounted (after 再提交一条 or 清空). */
  autoFocusFirst?: boolean;
}

/** Debounce of draft writes (SPEC.md §9 default). */
const DRAFT_DEBOUNCE_MS = 300;

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

/**
 * antd rules for a field: the zh_CN default '请输入{label}' for an empty required field, then the
 * shared check (src/utils/consultRules.ts) for everything else, so the mock answers the same.
 */
function rulesFor(field: ConsultField, required = false): Rule[] {
  const shared: Rule = {
    validator: (_, value: unknown) => {
      if (required && isEmpty(value)) return Promise.resolve(); // reported by `required` below
      const message = CONSULT_CHECKS[field](value);
      return message ? Promise.reject(new Error(message)) : Promise.resolve();
    },
  };
  return required ? [{ required: true }, shared] : [shared];
}

const requiredMark: FormProps['requiredMark'] = (label: ReactNode, { required }) => (
  <>
    {label}
    {required ? (
      <span className={styles.requiredMark} aria-hidden="true">
        *
      </span>
    ) : (
      <span className={styles.optionalMark}>选填</span>
    )}
  </>
);

const cityOptions = CONSULT_CITIES.map((c) => ({ value: c, label: c }));
const demandOptions = CONSULT_DEMAND_TYPES.map((d) => ({ value: d, label: d }));
const inlineTextSize = { minRows: 3, maxRows: 8 };
/** In the wide popup the description fills the right column beside the contact fields. */
const popupTextSize = { minRows: 3, maxRows: 6 };
const descriptionCount = {
  show: true,
  max: CONSULT_LIMITS.description,
  strategy: textLength,
};

/** The form itself, remounted (new key) for every new request so it always starts clean. */
export default function ConsultFormBody({
  variant,
  onSuccess,
  onRestart,
  autoFocusFirst = false,
}: Props) {
  const { message } = App.useApp();
  const [form] = Form.useForm<ConsultFormValues>();
  const [initialDraft] = useState(readDraft);
  const [restored] = useState(() => !!initialDraft && hasContent(initialDraft.values));
  const [sending, setSending] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const requestIdRef = useRef<string | undefined>(initialDraft?.requestId);
  const sentRef = useRef<string | undefined>(initialDraft?.sent);
  const sendingRef = useRef(false);
  const mountedRef = useRef(true);

  const saveDraft = useMemo(
    () =>
      debounce(() => {
        writeDraft({
          values: form.getFieldsValue(true),
          requestId: requestIdRef.current,
          sent: sentRef.current,
        });
      }, DRAFT_DEBOUNCE_MS),
    [form],
  );

  // Closing the popup or leaving the page within the debounce still keeps the last keystrokes.
  useEffect(() => {
    mountedRef.current = true;
    const flush = () => saveDraft.flush();
    window.addEventListener('pagehide', flush);
    return () => {
      mountedRef.current = false;
      window.removeEventListener('pagehide', flush);
      saveDraft.flush();
    };
  }, [saveDraft]);

  useEffect(() => {
    if (autoFocusFirst) form.focusField('name');
  }, [autoFocusFirst, form]);

  const onValuesChange = () => {
    setServerError(null);
    saveDraft();
  };

  /** 清空: forget the draft and start over with an empty form (the parent remounts this one). */
  const discardDraft = () => {
    saveDraft.cancel();
    clearDraft();
    requestIdRef.current = undefined;
    sentRef.current = undefined;
    onRestart();
  };

  const onFinish = async (values: ConsultFormValues) => {
    if (sendingRef.current) return; // a second click or Enter while the first request is out
    const checked = validateConsult(values);
    if (!checked.ok) {
      setServerError(checked.message);
      return;
    }
    // A retry of the same request keeps its id (the server stores it once); an edited one is new.
    const sent = JSON.stringify(checked.value);
    if (!requestIdRef.current || sentRef.current !== sent) {
      requestIdRef.current = newRequestId();
      sentRef.current = sent;
    }
    sendingRef.current = true;
    consultSubmitted(variant);
    setSending(true);
    setServerError(null);
    saveDraft();
    saveDraft.flush(); // the requestId is in the draft before the request leaves

    const payload: ConsultRequest & { requestId?: string } = {
      ...checked.value,
      requestId: requestIdRef.current,
    };
    const res = await addConsult(payload);
    sendingRef.current = false;
    consultAnswered(variant, res.success === true);

    if (res.success) {
      saveDraft.cancel();
      clearDraft();
      requestIdRef.current = undefined;
      sentRef.current = undefined;
      const result = { id: res.data?.id, message: res.message || copy.success.describe };
      if (mountedRef.current) onSuccess(result);
      else message.success(result.message); // the popup was closed while sending
      return;
    }
    if (mountedRef.current) {
      setSending(false);
      setServerError(res.message?.trim() || copy.errorFallback);
    }
  };

  return (
    <Form<ConsultFormValues>
      form={form}
      name={`consult-${variant}`}
      layout="vertical"
      size="large"
      noValidate
      requiredMark={requiredMark}
      initialValues={initialDraft?.values}
      onValuesChange={onValuesChange}
      onFinish={onFinish}
      scrollToFirstError={{ block: 'center', focus: true }}
      className={classNames(styles.form, styles[variant], layout[variant])}
      aria-busy={sending}
    >
      {restored ? (
        <p className={styles.restored} role="status">
          <span>{copy.draftRestored}</span>
          <button type="button" className={styles.linkButton} onClick={discardDraft}>
            {copy.clearDraftText}
          </button>
        </p>
      ) : null}

      <div className={layout.grid}>
        <Form.Item
          name="name"
          label={CONSULT_LABELS.name}
          rules={rulesFor('name', true)}
          className={layout.areaName}
        >
          <Input placeholder={copy.placeholders.name} autoComplete="name" />
        </Form.Item>
        <Form.Item
          name="phone"
          label={CONSULT_LABELS.phone}
          rules={rulesFor('phone', true)}
          className={layout.areaPhone}
        >
          <Input
            placeholder={copy.placeholders.phone}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
          />
        </Form.Item>
        <Form.Item
          name="company"
          label={CONSULT_LABELS.company}
          rules={rulesFor('company', true)}
          className={layout.areaCompany}
        >
          <Input placeholder={copy.placeholders.company} autoComplete="organization" />
        </Form.Item>
        <Form.Item
          name="email"
          label={CONSULT_LABELS.email}
          rules={rulesFor('email')}
          className={layout.areaEmail}
        >
          <Input
            placeholder={copy.placeholders.email}
            type="email"
            inputMode="email"
            autoComplete="email"
          />
        </Form.Item>
        <Form.Item
          name="city"
          label={CONSULT_LABELS.city}
          rules={rulesFor('city')}
          className={classNames(layout.full, layout.areaCity)}
        >
          <Select
            placeholder={copy.placeholders.city}
            options={cityOptions}
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
          />
        </Form.Item>
        <Form.Item
          name="demandType"
          label={CONSULT_LABELS.demandType}
          rules={rulesFor('demandType')}
          className={classNames(layout.full, layout.areaDemand)}
        >
          <Radio.Group
            options={demandOptions}
            optionType="button"
            className={classNames(styles.chips, layout.chipsGrid)}
            aria-label={CONSULT_LABELS.demandType}
          />
        </Form.Item>
        <Form.Item
          name="description"
          label={CONSULT_LABELS.description}
          rules={rulesFor('description')}
          className={classNames(layout.full, layout.areaDescription)}
        >
          <Input.TextArea
            placeholder={copy.placeholders.description}
            autoSize={variant === 'popup' ? popupTextSize : inlineTextSize}
            count={descriptionCount}
          />
        </Form.Item>
      </div>

      {serverError ? (
        <Alert
          className={styles.error}
          type="error"
          showIcon
          role="alert"
          title={serverError}
          description={copy.errorHint}
        />
      ) : null}

      <div className={layout.actions}>
        <Form.Item
          name="agree"
          valuePropName="checked"
          rules={rulesFor('agree')}
          className={styles.agree}
        >
          <Checkbox className={styles.consent}>
            {copy.consentBefore}
            <Link to={copy.consentPath} target="_blank" rel="noopener noreferrer">
              {copy.consentLink}
              <span className="sr-only">{copy.consentLinkHint}</span>
            </Link>
          </Checkbox>
        </Form.Item>

        <Button
          type="primary"
          htmlType="submit"
          size="large"
          loading={sending}
          className={styles.submit}
          data-floating-avoid=""
        >
          {sending ? copy.sendingText : copy.submitText}
        </Button>
      </div>
    </Form>
  );
}
