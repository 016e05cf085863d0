import ServicePage from '../components/ServicePage';

/** 数字营销 */
export default function DigitalMarketingPage() {
  return <ServicePage serviceKey="digitalMarketing" />;
}
