import { brand } from '@/content/brand';

interface Props {
  variant?: 'popup' | 'inline';
  onClose?: () => void;
}

/** Consultation request. Until the form lands (contact issue), visitors reach us directly. */
export default function ConsultForm({ variant = 'inline' }: Props) {
  return (
    <div data-variant={variant}>
      <p>告诉我们您的需求，资深顾问将在 1 个工作日内与您联系。</p>
      <p>
        咨询热线：<a href={`tel:${brand.hotline}`}>{brand.hotline}</a>
      </p>
      <p>
        商务邮箱：<a href={`mailto:${brand.businessMail}`}>{brand.businessMail}</a>
      </p>
    </div>
  );
}
