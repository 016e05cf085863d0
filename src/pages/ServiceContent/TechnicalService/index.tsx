import ServicePage from '../components/ServicePage';

/** 技术服务 */
export default function TechnicalServicePage() {
  return <ServicePage serviceKey="technicalService" />;
}
