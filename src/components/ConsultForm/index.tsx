import { useState } from 'react';
import type { ConsultSuccess } from './FormBody';
import ConsultFormBody from './FormBody';
import AntdScope from '@/components/AntdScope';
import ThankYou from './ThankYou';

export interface ConsultFormProps {
  variant?: 'popup' | 'inline';
  onClose?: () => void;
}

/**
 * The consultation request, in the popup (BasicLayout's ConsultPopup) and inline on the contact page:
 * the form, then a thank-you state with 再提交一条. Rules are shared with the mock API
 * (src/utils/consultRules.ts); the unsent draft lives in sessionStorage (./draft.ts).
 */
export default function ConsultForm({ variant = 'inline', onClose }: ConsultFormProps) {
  const [result, setResult] = useState<ConsultSuccess | null>(null);
  // Each new form gets a new key: a fresh antd form that reads the (now cleared) draft again.
  const [round, setRound] = useState(0);

  const restart = () => {
    setResult(null);
    setRound((r) => r + 1);
  };

  if (result) {
    return <ThankYou variant={variant} id={result.id} onAgain={restart} onClose={onClose} />;
  }
  return (
    <AntdScope>
      <ConsultFormBody
        key={round}
        variant={variant}
        onSuccess={setResult}
        onRestart={restart}
        autoFocusFirst={round > 0}
      />
    </AntdScope>
  );
}
